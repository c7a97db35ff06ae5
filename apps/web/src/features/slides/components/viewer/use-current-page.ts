import { useCallback, useEffect, useRef, useState } from 'react';

/** Steps of visibility at which the observer reports a page: often enough to follow scrolling. */
const thresholds = Array.from({ length: 11 }, (_, step) => step / 10);
/** After a jump the counter shows its target; pages passed on the way are not announced. */
const jumpSettleMs = 1_000;
/** A little air between the navigation and the top of the page jumped to. */
const gap = 8;

/**
 * Of the pages on screen (page → visible height), the one being read: the highest of those
 * showing the most of themselves. A page jumped to (`held`) stays while nothing shows more than
 * it does: where several short pages fit on the screen at once, the last ones can never reach
 * the top, and "Page 3 of 3" must not turn back into "Page 1 of 3" by itself.
 */
function pageInView(visible: Map<number, number>, held: number | null): number | null {
  const most = Math.max(0, ...visible.values());
  if (!most) return null;
  if (held !== null && (visible.get(held) ?? 0) >= most - 1) return held;
  const candidates = [...visible].filter(([, height]) => height >= most - 1).map(([page]) => page);
  return Math.min(...candidates);
}

/**
 * How much of the window's top the site's sticky navigation covers. Measured, not assumed: it
 * is one row on a laptop and two (with the search box) on a phone.
 */
function coveredTop(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position === 'sticky' || position === 'fixed')
      bottom = Math.max(bottom, header.getBoundingClientRect().bottom);
  }
  return Math.max(0, Math.round(bottom));
}

/**
 * The page being read (see pageInView), followed as the reader scrolls while `active` (every
 * page shown one under the other). `goTo` scrolls a page to the top, just under the navigation
 * (or the screen's top in fullscreen), and shows its number at once.
 */
export function useCurrentPage(pageCount: number, fullscreen: boolean, active: boolean) {
  const [current, setCurrent] = useState(1);
  /** The page last jumped to, until the reader scrolls away from it. */
  const held = useRef<number | null>(null);
  const [inset, setInset] = useState(0);
  const pages = useRef<(HTMLElement | null)[]>([]);
  const quietUntil = useRef(0);

  const register = useCallback((index: number, element: HTMLElement | null) => {
    pages.current[index] = element;
  }, []);

  // The navigation's height changes with the window's width (and does not count in fullscreen).
  useEffect(() => {
    if (fullscreen) {
      setInset(0);
      return;
    }
    const measure = () => setInset(coveredTop());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [fullscreen]);

  useEffect(() => {
    if (!pageCount || !active) return;
    const visible = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const number = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) visible.set(number, entry.intersectionRect.height);
          else visible.delete(number);
        }
        if (Date.now() < quietUntil.current) return;
        const next = pageInView(visible, held.current);
        if (next !== held.current) held.current = null;
        if (next) setCurrent(next);
      },
      { rootMargin: `-${inset}px 0px 0px 0px`, threshold: thresholds },
    );
    for (const element of pages.current.slice(0, pageCount)) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [pageCount, inset, active]);

  const goTo = useCallback(
    (number: number, { instant = false } = {}) => {
      const target = Math.min(Math.max(1, number), pageCount);
      const element = pages.current[target - 1];
      quietUntil.current = Date.now() + jumpSettleMs;
      held.current = target;
      setCurrent(target);
      if (!element) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const behavior = instant || reduceMotion ? 'instant' : 'smooth';
      // In fullscreen the viewer scrolls itself and nothing covers it. Asked of the document, not
      // of React state, so it is right even in the frame fullscreen starts or ends.
      if (document.fullscreenElement?.contains(element)) {
        element.scrollIntoView({ behavior, block: 'start' });
        return;
      }
      const top = element.getBoundingClientRect().top + window.scrollY - coveredTop() - gap;
      window.scrollTo({ top, behavior });
    },
    [pageCount],
  );

  return { current, register, goTo };
}
