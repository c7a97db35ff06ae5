import { type ReadingItem, readingLimits } from '@medshelf/shared';
import { useSyncExternalStore } from 'react';

/**
 * "Continue reading" of a visitor who is not signed in: kept in this browser's local store,
 * newest first, and brought into the account once they sign in. Read in subscriptions and
 * handlers only, never during a server render.
 */
const key = 'medshelf:reading';
const listeners = new Set<() => void>();
const none: ReadingItem[] = [];
let cached: { raw: string | null; items: ReadingItem[] } = { raw: null, items: none };

function snapshot(): ReadingItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return none;
  }
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (raw === cached.raw) return cached.items;
  let items = none;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed as ReadingItem[];
  } catch {
    // A broken entry is as good as none.
  }
  cached = { raw, items };
  return items;
}

function write(items: ReadingItem[]): void {
  try {
    if (items.length) localStorage.setItem(key, JSON.stringify(items));
    else localStorage.removeItem(key);
  } catch {
    // Private mode or a full disk: this visitor's list is not kept, nothing else breaks.
  }
  for (const listener of listeners) listener();
}

/** Puts an item first with the page now read. */
export function keepOnDevice(item: ReadingItem): void {
  const rest = snapshot().filter((kept) => !(kept.kind === item.kind && kept.id === item.id));
  write([item, ...rest].slice(0, readingLimits.listSize));
}

export function forgetOnDevice(item: Pick<ReadingItem, 'kind' | 'id'>): void {
  write(snapshot().filter((kept) => !(kept.kind === item.kind && kept.id === item.id)));
}

/** What this device kept, and empties it (it has gone to the account). */
export function takeDeviceReading(): ReadingItem[] {
  const items = snapshot();
  if (items.length) write([]);
  return items;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDeviceReading(): ReadingItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => none);
}
