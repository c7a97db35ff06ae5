import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
// Cache Storage and service workers exist only on https (and localhost) in current browsers.
const supported = () => 'caches' in window && 'serviceWorker' in navigator;

/**
 * Whether this browser can keep decks for offline. The server draws the page as for a current
 * browser, which can: had it left the control out, hydration would add it and move what follows
 * it on the page. A browser that cannot takes it away as it hydrates.
 */
export function useOfflineSupported(): boolean {
  return useSyncExternalStore(subscribe, supported, () => true);
}
