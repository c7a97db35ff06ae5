import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Marks a plain `<a href>` as a link inside the app: a click on it navigates in the page as the
 * router's `<Link>` does. Lists use it for their cards: each `<Link>` runs about ten hooks (it
 * resolves its path against the route's matches on every render), which for the 148 cards of the
 * slide overview was a quarter of hydrating it on a phone. One listener serves every such link.
 */
export const appLinkAttribute = { 'data-app-link': '' } as const;

function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/** Installed once, by the root layout. */
export function useAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[data-app-link]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
