import type { ViewBody } from '@medshelf/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { isOnline, subscribeToConnectivity } from '../../../lib/connectivity.ts';

/**
 * Views a reader made while offline (a deck saved on the device), kept in the local store until
 * the site can be reached again: the server counts a reader once a day, so one per deck is kept.
 */
const storageKey = 'medshelf:queued-views';
/** A bound on what a long offline spell can pile up in the store. */
const maxQueued = 100;

type Queued = Record<string, ViewBody>;
type Send = (deckId: string, origin: ViewBody) => Promise<unknown>;

function read(): Queued {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Queued;
  } catch {
    return {};
  }
}

function write(queued: Queued): void {
  try {
    if (Object.keys(queued).length) localStorage.setItem(storageKey, JSON.stringify(queued));
    else localStorage.removeItem(storageKey);
  } catch {
    // A full or private store: the view is not counted, which no reader notices.
  }
}

export function queueView(deckId: string, origin: ViewBody): void {
  const queued = read();
  if (deckId in queued || Object.keys(queued).length >= maxQueued) return;
  write({ ...queued, [deckId]: origin });
}

let sending = false;

/** Sends what was queued; a view that fails again for want of a network stays queued. */
async function sendQueued(send: Send): Promise<void> {
  if (sending || !isOnline()) return;
  sending = true;
  try {
    for (const [deckId, origin] of Object.entries(read())) {
      const failed = await send(deckId, origin).then(
        () => false,
        (error: unknown) => !isOnline() || (error instanceof ApiError && error.status === 0),
      );
      if (failed) return;
      // Sent, or refused for good (a deck since removed): either way it leaves the queue.
      const rest = read();
      delete rest[deckId];
      write(rest);
    }
  } finally {
    sending = false;
  }
}

let started = false;

/** From the first deck opened on: queued views go out now and whenever the site is reachable again. */
export function sendQueuedViews(send: Send): void {
  if (!started) {
    started = true;
    subscribeToConnectivity(() => void sendQueued(send));
  }
  void sendQueued(send);
}
