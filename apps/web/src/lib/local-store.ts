import { useSyncExternalStore } from 'react';

/**
 * The browser's local store (SPEC §3 keeps username and preference there). Reads happen in
 * effects or subscriptions, never during a server render.
 */
const keys = {
  preference: 'medshelf:preference',
  username: 'medshelf:username',
  /** How the reader shows a deck or a book: one page at a time (unset) or all pages scrolled. */
  readerMode: 'medshelf:reader-mode',
  /** Whether the one-page reader fits the whole page in the window (unset) or the width. */
  readerFit: 'medshelf:reader-fit',
  /** The interface language (lib/i18n), beside its cookie. */
  language: 'medshelf:language',
} as const;
type Key = keyof typeof keys;
const listeners = new Set<() => void>();

export function readLocal(key: Key): string | null {
  try {
    return localStorage.getItem(keys[key]);
  } catch {
    return null;
  }
}

export function writeLocal(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(keys[key]);
    else localStorage.setItem(keys[key], value);
  } catch {
    // Private mode or a full disk: the value lives on in the account, nothing to save here.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useLocal(key: Key): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readLocal(key),
    () => null,
  );
}
