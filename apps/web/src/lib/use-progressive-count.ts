import { type RefObject, useEffect, useRef, useState } from 'react';
import { firstRenderDone } from './first-render.ts';

// Safari before 18 has no requestIdleCallback; a zero timeout still yields to input and paint.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * Where the end of what is drawn counts as near: from far above the screen to a quarter of a
 * screen below it. Above, because a reader may have scrolled past the end (a fling, or a jump to
 * the footer) before the next items were drawn or had come, and still wants them.
 */
const ahead = '100000px 0px 25% 0px';

/**
 * How many items of a long list to draw: `first` on the server and while the browser hydrates,
 * then `step` more at each idle moment while the end of what is drawn (`end`, an element after
 * the items) is near the screen. Hydrating every card of the home page at once was one long task
 * on a cheap phone (148 cards: about 1 s of Lighthouse's blocking time), and drawing the rest at
 * once after was many: items below the fold are drawn as the reader scrolls to them. A list
 * mounted later (the page a link or Back leads to) is drawn whole at once, so the scroll
 * position it restores exists. `more`, when the list has items it has not loaded yet, asks for
 * them once every loaded item is drawn and the end is near the screen.
 */
export function useProgressiveCount(
  total: number,
  first: number,
  { step = 1, more }: { step?: number; more?: () => void } = {},
): { shown: number; end: RefObject<HTMLDivElement | null> } {
  const [shown, setShown] = useState(() => (firstRenderDone() ? total : first));
  const [near, setNear] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const complete = shown >= total;
  const watching = !complete || more !== undefined;
  useEffect(() => {
    const element = end.current;
    if (!watching || !element) return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: ahead,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);
  useEffect(() => {
    if (!near) return;
    if (!complete) return whenIdle(() => setShown(shown + step));
    more?.();
  }, [near, complete, shown, step, more]);
  return { shown: Math.min(shown, total), end };
}
