import { useSyncExternalStore } from 'react';

/*
 * The toast library and whether the page has shown a toast. The toaster mounts with the first
 * toast, not as the page starts: the server draws no toaster, so the page does not load the
 * library to hydrate one (sonner shows the toasts made before its toaster subscribed, so the first
 * one is not lost). A module of its own, so that the layout reading it does not bring notify's
 * imports into the start-up code.
 */
export const loadToasts = () => import('sonner');

let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once the library is here, so the toaster never waits for a network that may be gone. */
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

/**
 * The library is loaded once the page has started and the browser is idle (at most 5 s; 1 s where
 * there is no idle callback), not on the first toast: the toast most worth showing is the one that
 * says the network is gone, when the library could no longer be fetched.
 */
export function loadToastsWhenIdle(): void {
  const load = () => void loadToasts().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 1_000);
}
