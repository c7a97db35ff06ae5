import { useSyncExternalStore } from 'react';

/** The Join Now dialog's state: open or not, and where to go after signing in (SPEC §4). */
export interface JoinNowState {
  open: boolean;
  next: string | null;
}

let state: JoinNowState = { open: false, next: null };
const listeners = new Set<() => void>();

function set(next: JoinNowState) {
  state = next;
  for (const listener of listeners) listener();
}

export const openJoinNow = (next: string | null = null) => set({ open: true, next });
export const closeJoinNow = () => set({ open: false, next: state.next });

export function useJoinNow(): JoinNowState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
