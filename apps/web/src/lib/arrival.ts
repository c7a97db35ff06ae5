import type { ViewBody } from '@medshelf/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The app's last two paths, kept as the reader moves between pages (never sent anywhere).
let currentPath: string | null = null;
let previousPath: string | null = null;

/** Keeps the trail of in-app paths that arrivalSource reads; the root layout calls it. */
export function useArrivalTrail() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === currentPath) return;
    previousPath = currentPath;
    currentPath = pathname;
  }, [pathname]);
}

const isSearch = (pathname: string) => pathname.startsWith('/search/');

/**
 * Where the reader came to `here` from, for the uploader's statistics: the app page before it
 * (search results or another page), else the referring page (this site, another site's host,
 * or none: direct). A page's own effects run before the layout's, so `currentPath` may still
 * be the page the reader just left.
 */
export function arrivalSource(here: string): ViewBody {
  const before = currentPath !== null && currentPath !== here ? currentPath : previousPath;
  if (before) return { source: isSearch(before) ? 'search' : 'site' };
  if (!document.referrer) return { source: 'direct' };
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin) {
      return { source: isSearch(referrer.pathname) ? 'search' : 'site' };
    }
    return { source: 'link', host: referrer.host };
  } catch {
    return { source: 'direct' };
  }
}
