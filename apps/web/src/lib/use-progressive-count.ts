import { useEffect, useState } from 'react';
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
 * How many items of a long list to draw: `first` on the server and while the browser hydrates,
 * then `step` more at each idle moment until all are drawn. Hydrating every card of the home page
 * at once was one long task on a cheap phone (148 cards: about 1 s of Lighthouse's blocking
 * time); the items below the fold need not be in the first view. A list mounted later (the page
 * a link or Back leads to) is drawn whole at once, so the scroll position it restores exists.
 */
export function useProgressiveCount(total: number, first: number, step = 1): number {
  const [shown, setShown] = useState(() => (firstRenderDone() ? total : first));
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => setShown((count) => count + step));
  }, [shown, total, step]);
  return Math.min(shown, total);
}
