import { type PointerEvent, useEffect, useRef } from 'react';

/** A finger moved at least this far sideways (and mostly sideways) turns the page. */
const swipeDistance = 48;
/** A finger that moved less than this tapped. */
const tapSlop = 10;
/** Two taps this close in time and place are a double tap. */
const doubleTapMs = 300;
const doubleTapSlop = 30;

interface StageGestures {
  /** Sideways swipes turn pages; off while the page is zoomed (a drag then moves the page). */
  swipe: boolean;
  onPrevious(): void;
  onNext(): void;
  /** One tap, once it is clear no second tap follows. */
  onTap(): void;
  /** Where the second tap landed, in the window's coordinates. */
  onDoubleTap(x: number, y: number): void;
}

/**
 * Swipe and taps on the page, from pointer events of fingers and pens (a mouse selects text and
 * has the buttons). Two fingers are a pinch, left to the browser: its zoom is never blocked.
 */
export function useStageGestures(gestures: StageGestures) {
  const latest = useRef(gestures);
  useEffect(() => {
    latest.current = gestures;
  });
  const fingers = useRef(new Set<number>());
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const lastTap = useRef<{ x: number; y: number; at: number } | null>(null);
  const tapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(tapTimer.current), []);

  const release = (event: PointerEvent) => {
    fingers.current.delete(event.pointerId);
    const began = start.current;
    if (!began || began.id !== event.pointerId) return null;
    start.current = null;
    return { dx: event.clientX - began.x, dy: event.clientY - began.y };
  };

  const tapped = (x: number, y: number) => {
    const previous = lastTap.current;
    const now = performance.now();
    clearTimeout(tapTimer.current);
    if (
      previous &&
      now - previous.at < doubleTapMs &&
      Math.hypot(x - previous.x, y - previous.y) < doubleTapSlop
    ) {
      lastTap.current = null;
      latest.current.onDoubleTap(x, y);
      return;
    }
    lastTap.current = { x, y, at: now };
    tapTimer.current = setTimeout(() => latest.current.onTap(), doubleTapMs);
  };

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      fingers.current.add(event.pointerId);
      start.current =
        fingers.current.size === 1 ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      const moved = release(event);
      if (!moved) return;
      const { dx, dy } = moved;
      if (Math.abs(dx) < tapSlop && Math.abs(dy) < tapSlop) return tapped(event.clientX, event.clientY);
      if (!latest.current.swipe || Math.abs(dx) < swipeDistance || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      if (dx < 0) latest.current.onNext();
      else latest.current.onPrevious();
    },
    // The browser took the finger over (a scroll, a pinch): no gesture of ours.
    onPointerCancel(event: PointerEvent) {
      release(event);
    },
  };
}
