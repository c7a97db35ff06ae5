import { useEffect } from 'react';

const siteName = 'MedShelf';
/** The preview image of pages that have none of their own (the one index.html starts with). */
const defaultImage = '/icons/icon-512.png';

function setMeta(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

interface PageMetaProps {
  title: string;
  description?: string;
  /** A preview image for link previews (a deck's first page); the site's icon otherwise. */
  image?: string | undefined;
}

/** Sets the document title, description and preview image for the page shown. */
export function PageMeta({ title, description, image }: PageMetaProps) {
  useEffect(() => {
    const full = title === siteName ? title : `${title} | ${siteName}`;
    document.title = full;
    setMeta('meta[property="og:title"]', full);
    if (description) {
      setMeta('meta[name="description"]', description);
      setMeta('meta[property="og:description"]', description);
    }
    // Link previews need an absolute address.
    setMeta('meta[property="og:image"]', new URL(image ?? defaultImage, window.location.origin).href);
  }, [title, description, image]);
  return null;
}
