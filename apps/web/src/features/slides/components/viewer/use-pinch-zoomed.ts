import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.visualViewport?.addEventListener('resize', onChange);
  return () => window.visualViewport?.removeEventListener('resize', onChange);
};

/**
 * True while the reader has pinched the browser's own zoom in: a sideways drag then moves the
 * zoomed view, and must not turn the page.
 */
export function usePinchZoomed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (window.visualViewport?.scale ?? 1) > 1.01,
    () => false,
  );
}
