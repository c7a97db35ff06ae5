import type { ReadingItem } from '@medshelf/shared';
import { readingLimits } from '@medshelf/shared/reading';
import { useSyncExternalStore } from 'react';
import { readStored, subscribeStored, writeStored } from '../../../lib/local-store.ts';

/**
 * "Continue reading" of a visitor who is not signed in: kept in this browser's local store,
 * newest first, and brought into the account once they sign in. Read in subscriptions and
 * handlers only, never during a server render.
 */
const key = 'medshelf:reading';
const none: ReadingItem[] = [];
let cached: { raw: string | null; items: ReadingItem[] } = { raw: null, items: none };

function snapshot(): ReadingItem[] {
  const raw = readStored(key);
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
  writeStored(key, items.length ? JSON.stringify(items) : null);
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

export function useDeviceReading(): ReadingItem[] {
  return useSyncExternalStore(subscribeStored, snapshot, () => none);
}
