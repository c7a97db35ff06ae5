import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled, by the entry's key, for Back and Forward to return to. */
const positions = new Map<string, number>();
/** How long a return waits for the page to grow tall enough (its list's data or code arriving). */
const restoreWithinMs = 3_000;

/**
 * Scrolls `target` into reach as the page grows; stops once there, when the reader scrolls or
 * types first, or after a while. Returns the function that stops it.
 */
function scrollWhenTallEnough(target: number): () => void {
  const reached = () => {
    window.scrollTo(0, target);
    return Math.abs(window.scrollY - target) < 1;
  };
  if (reached()) return () => {};
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), restoreWithinMs);
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
  }
  observer.observe(document.body);
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * Every route change starts at the top of the page (SPEC §2), and Back or Forward return to where
 * that page was scrolled (a list left for one of its items). A change of the query alone (a
 * filter, a tab) keeps the place.
 */
export function ScrollToTop() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);

  // The browser's own restoration would jump before the page it returns to has its height.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // In a layout effect, so the listener of the entry left goes before the next page changes the
  // height (which scrolls the window) and could record that as the place left.
  useLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    const pathChanged = shownPath.current !== pathname;
    shownPath.current = pathname;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) return scrollWhenTallEnough(saved);
    if (pathChanged) window.scrollTo(0, 0);
  }, [key, pathname, navigationType]);
  return null;
}
