import { useSyncExternalStore } from 'react';

/*
 * Whether a toast has been asked for on this page (lib/notify.ts): the toaster mounts then, not
 * as the page starts, so a page nobody gets a toast on never loads, runs or styles the library.
 * Sonner shows the toasts made before its toaster subscribed, so the first one is not lost. A
 * module of its own, so that the layout reading it does not bring notify's into the start-up code.
 */
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markToastAsked(): void {
  if (asked) return;
  asked = true;
  for (const listener of listeners) listener();
}

export function useToastAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
}
