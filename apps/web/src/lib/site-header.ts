import { type RefObject, useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the site's sticky header steps aside for a reader. On a phone it takes a sixth of the
 * screen; a reader turning pages wants that room back, and gets the header again by scrolling
 * up or tapping the page.
 */
let hidden = false;
const listeners = new Set<() => void>();

export function setHeaderHidden(value: boolean): void {
  if (hidden === value) return;
  hidden = value;
  for (const listener of listeners) listener();
}

export const toggleHeader = () => setHeaderHidden(!hidden);

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
}

/** Scroll smaller than this is a hand resting on the screen, not a direction. */
const jitter = 6;
/** Near the page's top the header never hides: there is nothing under it to read. */
const topZone = 80;

/**
 * While `active` (a reader is on screen), scrolling down hides the header and scrolling up
 * brings it back; leaving the reader always brings it back.
 */
export function useAutoHideHeader(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < jitter) return;
      setHeaderHidden(y > last && y > topZone);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHeaderHidden(false);
    };
  }, [active]);
}

/** A keyboard user tabbing into a header that stepped aside for a reader sees it again. */
export function useRevealHeaderOnFocus(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    const show = () => setHeaderHidden(false);
    element?.addEventListener('focusin', show);
    return () => element?.removeEventListener('focusin', show);
  }, [header]);
}
