import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The reader stays on a page this long before the address follows it. */
const followDelayMs = 500;

/** `?page=N` as a page of the deck, or null when the address names none (or no real one). */
export function pageParam(search: URLSearchParams, pageCount: number): number | null {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, pageCount) : null;
}

/** The page a link asked for (`?page=N`, e.g. from a search result): the viewer opens there. */
export function useStartPage(pageCount: number): number | null {
  const [searchParams] = useSearchParams();
  return pageParam(searchParams, pageCount);
}

/**
 * Keeps `?page=` in step with the page being read, so a reload or a copied address opens at the
 * same page. The current history entry is replaced in place, straight through the History API:
 * no new entries (Back still leaves the deck), and no router navigation, so nothing reloads or
 * re-renders for it. The router reads the address again on Back and Forward.
 */
export function usePageInAddress(current: number) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      // The router may already have moved the address on (e.g. "Close the reader") while this
      // viewer is still on screen: then the address is no longer the viewer's to change.
      if (url.pathname !== pathname || withoutPage(url.search) !== withoutPage(search)) return;
      const shown = pageParam(url.searchParams, Number.POSITIVE_INFINITY) ?? 1;
      if (shown === current) return;
      if (current === 1) url.searchParams.delete('page');
      else url.searchParams.set('page', String(current));
      window.history.replaceState(window.history.state, '', url);
    }, followDelayMs);
    return () => clearTimeout(timer);
  }, [current, pathname, search]);
}

function withoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}
