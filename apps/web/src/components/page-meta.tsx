import { useEffect } from 'react';

const siteName = 'MedShelf';

function setMeta(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/** Sets the document title and description for the page shown (and for link previews). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    const full = title === siteName ? title : `${title} | ${siteName}`;
    document.title = full;
    setMeta('meta[property="og:title"]', full);
    if (description) {
      setMeta('meta[name="description"]', description);
      setMeta('meta[property="og:description"]', description);
    }
  }, [title, description]);
  return null;
}
