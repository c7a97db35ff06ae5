import { useSyncExternalStore } from 'react';

/**
 * Whether the "Saved on this device" dialog is open. It is a dialog, not a page: SPEC §2 fixes the
 * routes, and it must open from anywhere, offline and signed out included.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const openSavedOffline = () => set(true);
export const setSavedOfflineOpen = (next: boolean) => set(next);

export function useSavedOfflineOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
