import type { DeckDetail } from '@medshelf/shared';
import { savedPagesCacheName } from './sw/saved-pages-route.ts';

/**
 * The Cache Storage cache that holds what a reader saved for offline: each deck's JSON (under its
 * API path), its page images (under their own URLs, which the service worker answers from here)
 * and one small index entry per deck and playlist. Its name has no "-precache-" in it, so
 * Workbox's cleanupOutdatedCaches never deletes it, and no runtime cache expires entries in it.
 */
export const savedCacheName = savedPagesCacheName;

export const savedDeckJsonUrl = (deckId: string) => `/api/decks/${encodeURIComponent(deckId)}`;

/**
 * The saved copy of a deck, or null. The deck page reads it itself when the network is off
 * (features/slides/api/get-deck.ts) rather than through the service worker: a copy the worker
 * passed off as a server answer would tell connectivity.ts the server is reachable.
 */
export async function readSavedDeck(deckId: string): Promise<DeckDetail | null> {
  if (typeof caches === 'undefined') return null;
  const saved = await caches.match(savedDeckJsonUrl(deckId), { cacheName: savedCacheName });
  return saved ? ((await saved.json()) as DeckDetail) : null;
}
