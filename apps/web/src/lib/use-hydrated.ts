import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is drawn on the server and while the browser hydrates that drawing,
 * true from the render after. A part whose data may arrive between the two (a live count from
 * the event stream, before a lazy part hydrates) shows it only once this is true, so hydration
 * sees what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
