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
  /** An Atom feed of the page's content, announced for feed readers (<link rel="alternate">). */
  atomFeed?: { href: string; title: string } | undefined;
}

/** Sets the document title, description and preview image for the page shown. */
export function PageMeta({ title, description, image, atomFeed }: PageMetaProps) {
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
  const feedHref = atomFeed?.href;
  const feedTitle = atomFeed?.title;
  useEffect(() => {
    if (!feedHref || !feedTitle) return;
    // The server's head already names it on a first visit; one link, whichever put it there.
    const selector = `link[rel="alternate"][type="application/atom+xml"][href="${CSS.escape(feedHref)}"]`;
    const link = document.head.querySelector(selector) ?? document.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('type', 'application/atom+xml');
    link.setAttribute('href', feedHref);
    link.setAttribute('title', feedTitle);
    document.head.append(link);
    return () => link.remove();
  }, [feedHref, feedTitle]);
  return null;
}
