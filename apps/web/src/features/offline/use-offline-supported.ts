import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
// Cache Storage and service workers exist only on https (and localhost) in current browsers.
const supported = () => 'caches' in window && 'serviceWorker' in navigator;

/** Whether this browser can keep decks for offline; false while rendering on a server. */
export function useOfflineSupported(): boolean {
  return useSyncExternalStore(subscribe, supported, () => false);
}
