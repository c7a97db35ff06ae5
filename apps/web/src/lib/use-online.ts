import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnectivity } from './connectivity.ts';

/** Whether the site can reach its server now; true while rendering on a server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, isOnline, () => true);
}
