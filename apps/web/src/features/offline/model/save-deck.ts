import type { DeckDetail } from '@medshelf/shared';
import {
  deleteDeck,
  imageUrlsOf,
  newSavedDeck,
  openSavedCache,
  readDeckEntry,
  type SavedDeck,
  type SavedReason,
  sizeOf,
  writeDeckEntry,
  writeDeckJson,
} from './saved-index.ts';

export type SaveFailure = 'cancelled' | 'quota' | 'network' | 'changed' | 'failed';

/** Why a save stopped, in terms the messages can be chosen by. */
export class SaveError extends Error {
  constructor(readonly failure: SaveFailure) {
    super(failure);
  }
}

/** A few pages at a time: enough to fill a slow link, few enough not to starve the page itself. */
const concurrentPages = 3;

const locks = new Map<string, Promise<unknown>>();

/** Saves and removals of one deck run one after another (a deck page and a playlist may overlap). */
export function withDeckLock<T>(deckId: string, task: () => Promise<T>): Promise<T> {
  const run = (locks.get(deckId) ?? Promise.resolve()).then(task, task);
  locks.set(deckId, run);
  const release = () => {
    if (locks.get(deckId) === run) locks.delete(deckId);
  };
  run.then(release, release);
  return run;
}

function classify(error: unknown, signal: AbortSignal): SaveFailure {
  if (signal.aborted) return 'cancelled';
  if (error instanceof SaveError) return error.failure;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'quota';
  // fetch and reading a response fail with a TypeError when the network does.
  return error instanceof TypeError ? 'network' : 'failed';
}

/** Runs `task` on every item, a few at once; the first failure stops the rest before they start. */
async function eachLimited<T>(items: T[], signal: AbortSignal, task: (item: T) => Promise<void>) {
  const stop = new AbortController();
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted && !stop.signal.aborted) {
      const item = items[next++] as T;
      await task(item).catch((error: unknown) => {
        stop.abort();
        throw error;
      });
    }
  };
  // Every worker settles before the caller cleans up, so no write lands after a cleanup.
  const results = await Promise.allSettled(Array.from({ length: concurrentPages }, worker));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  signal.throwIfAborted();
}

/** How long a failed page waits before its one retry: a mobile network often blips and returns. */
const retryAfterMs = 2_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function fetchPage(url: string, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    await pause(retryAfterMs, signal);
    return fetch(url, { signal, credentials: 'same-origin' });
  }
}

async function storeFile(cache: Cache, url: string, signal: AbortSignal): Promise<boolean> {
  if (await cache.match(url)) return false;
  const response = await fetchPage(url, signal);
  // Page URLs are immutable; a missing one means the deck's file was replaced meanwhile.
  if (!response.ok) throw new SaveError('changed');
  const blob = await response.blob();
  await cache.put(
    url,
    new Response(blob, {
      headers: {
        'content-type': response.headers.get('content-type') ?? 'image/webp',
        'content-length': String(blob.size),
      },
    }),
  );
  return true;
}

interface SaveDeckOptions {
  reason: SavedReason;
  signal: AbortSignal;
  /** After each page is stored, or found stored already. */
  onPage(): void;
}

/**
 * Stores a deck's pages and then its JSON copy, so a deck only opens offline once all of it is
 * there. Pages already stored are not fetched again: a save the network cut off continues where
 * it stopped, and a re-save after the file was replaced fetches only the new version. Cancelling,
 * or running out of space, removes what this run stored; a dropped network keeps it for the retry.
 */
export function saveDeck(deck: DeckDetail, { reason, signal, onPage }: SaveDeckOptions): Promise<SavedDeck> {
  return withDeckLock(deck.id, async () => {
    const cache = await openSavedCache();
    const before = await readDeckEntry(cache, deck.id);
    const wanted = imageUrlsOf(deck);
    const entry: SavedDeck = before ? { ...before } : newSavedDeck(deck);
    entry.savedBy = [...new Set([...entry.savedBy, reason])];
    // Recorded before any download, so a tab closed half-way leaves nothing the list cannot remove.
    entry.urls = [...new Set([...entry.urls, ...wanted])];
    await writeDeckEntry(cache, entry);

    const added: string[] = [];
    let jsonBytes = 0;
    // One task a page, so progress counts pages; a file stored already is skipped in storeFile.
    const pages = deck.pages.map((page, index) =>
      index === 0 && deck.thumbnail ? [page.large, page.thumb, deck.thumbnail] : [page.large, page.thumb],
    );
    try {
      await eachLimited(pages, signal, async (urls) => {
        for (const url of urls) {
          if (await storeFile(cache, url, signal)) added.push(url);
        }
        onPage();
      });
      jsonBytes = await writeDeckJson(cache, deck);
    } catch (error) {
      const failure = classify(error, signal);
      if (failure === 'network') {
        await writeDeckEntry(cache, { ...entry, bytes: await sizeOf(cache, entry.urls) });
      } else if (before?.complete) {
        await Promise.all(added.map((url) => cache.delete(url)));
        await writeDeckEntry(cache, before);
      } else {
        await deleteDeck(cache, entry);
      }
      throw new SaveError(failure);
    }

    const stale = entry.urls.filter((url) => !wanted.includes(url));
    await Promise.all(stale.map((url) => cache.delete(url)));
    const fresh = newSavedDeck(deck);
    const saved: SavedDeck = {
      ...fresh,
      // A new reason to keep the same pages is not a new save; a new version is.
      savedAt: before?.complete && before.version === fresh.version ? before.savedAt : fresh.savedAt,
      savedBy: entry.savedBy,
      urls: wanted,
      bytes: jsonBytes + (await sizeOf(cache, wanted)),
      complete: true,
    };
    await writeDeckEntry(cache, saved);
    return saved;
  });
}

/** Keeps the saved copy's title, description and counts current when only those changed. */
export function refreshDeckJson(deck: DeckDetail): Promise<void> {
  return withDeckLock(deck.id, async () => {
    const cache = await openSavedCache();
    const entry = await readDeckEntry(cache, deck.id);
    if (!entry?.complete) return;
    await writeDeckJson(cache, deck);
    await writeDeckEntry(cache, { ...entry, title: deck.title, updatedAt: deck.updatedAt });
  });
}

/** Removes a deck and everything stored for it, whatever saved it. */
export function removeDeck(deckId: string): Promise<void> {
  return withDeckLock(deckId, async () => {
    const cache = await openSavedCache();
    const entry = await readDeckEntry(cache, deckId);
    if (entry) await deleteDeck(cache, entry);
  });
}

/** Drops one reason a deck is kept; the deck goes when no reason is left. */
export function releaseDeck(deckId: string, reason: SavedReason): Promise<void> {
  return withDeckLock(deckId, async () => {
    const cache = await openSavedCache();
    const entry = await readDeckEntry(cache, deckId);
    if (!entry) return;
    const savedBy = entry.savedBy.filter((kept) => kept !== reason);
    if (savedBy.length === 0) await deleteDeck(cache, entry);
    else await writeDeckEntry(cache, { ...entry, savedBy });
  });
}
