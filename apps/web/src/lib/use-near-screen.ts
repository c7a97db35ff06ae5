import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * "Near the screen or already passed": a quarter of a screen below it, and everything above it.
 * An observer reports changes seen at a frame, so a jump past an element (the End key, a
 * restored scroll position) would otherwise never report it.
 */
const nearOrPassed = '100000px 0px 25% 0px';

/**
 * Whether an element has come within a quarter of a screen below the viewport (or been passed);
 * once it has, it stays so. For what a page fetches for its lower parts (a deck's related decks
 * and comments): a reader who never scrolls there does not download it on a slow line, and
 * drawing it is no longer one more long task while the page starts.
 *
 * Never near in the first render, on the server too (which has no screen): a server that drew
 * the loading state sent placeholders that never load without JavaScript and that hydration
 * took away again, moving what was below them.
 */
export function useNearScreen<T extends Element>(): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: nearOrPassed },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
