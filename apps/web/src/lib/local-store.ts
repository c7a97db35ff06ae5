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

/** One entry of the store by its full name; null when unset or the store cannot be read. */
export function readStored(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

/** Sets an entry (null removes it) and tells this tab's subscribers; other tabs get `storage`. */
export function writeStored(name: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // Private mode or a full disk: the entry is not kept here, nothing else breaks.
  }
  for (const listener of listeners) listener();
}

/** Calls `onChange` after any entry changes, in this tab or another; returns the unsubscribe. */
export function subscribeStored(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function readLocal(key: Key): string | null {
  return readStored(keys[key]);
}

export function writeLocal(key: Key, value: string | null): void {
  writeStored(keys[key], value);
}

export function useLocal(key: Key): string | null {
  return useSyncExternalStore(
    subscribeStored,
    () => readStored(keys[key]),
    () => null,
  );
}
