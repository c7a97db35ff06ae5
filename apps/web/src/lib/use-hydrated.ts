import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over the server's markup (and on the server), true after. A value
 * that can change between the server's drawing and this moment (a live count that arrived while
 * a lazy part's code was still loading) is shown only from then on, so the part hydrates as drawn.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
