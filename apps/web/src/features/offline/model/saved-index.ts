import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { savedCacheName, savedDeckJsonUrl } from '../saved-cache.ts';

/** Why a deck is kept: saved on its own, or as part of a saved playlist (its key). */
export type SavedReason = 'deck' | `playlist:${string}`;

/** The index entry of one saved deck. */
export interface SavedDeck {
  id: string;
  title: string;
  /** The deck's page, as the saved list links to it. */
  path: string;
  thumbnail: string | null;
  thumbnailWidth: number;
  thumbnailHeight: number;
  pageCount: number;
  /** The file version of the saved pages (the v<n> of their URLs): a replaced file re-saves. */
  version: number;
  updatedAt: string;
  savedAt: string;
  /** Everything stored for it, the JSON copy included. */
  bytes: number;
  /** Every image URL stored for it, so removing it frees them all. */
  urls: string[];
  /** Its JSON and every page are stored: it opens offline. False while a first save is unfinished. */
  complete: boolean;
  savedBy: SavedReason[];
}

/** The index entry of one saved playlist level: its decks are saved as decks of their own. */
export interface SavedPlaylist {
  /** The playlist page's path, unique per level and per owner. */
  key: string;
  name: string;
  deckIds: string[];
  savedAt: string;
}

const deckEntryUrl = (deckId: string) => `/__offline__/decks/${encodeURIComponent(deckId)}`;
const playlistEntryUrl = (key: string) => `/__offline__/playlists/${encodeURIComponent(key)}`;
const jsonHeaders = { 'content-type': 'application/json' };

export const openSavedCache = () => caches.open(savedCacheName);

export function fileVersion(deck: Pick<DeckDetail, 'pages'>): number {
  return Number(/\/v(\d+)\/pages\//.exec(deck.pages[0]?.large ?? '')?.[1] ?? 0);
}

/** What a saved deck keeps of each page: the reading size and the strip's thumbnail. */
export function imageUrlsOf(deck: DeckDetail): string[] {
  const urls = deck.pages.flatMap((page) => [page.large, page.thumb]);
  if (deck.thumbnail && !urls.includes(deck.thumbnail)) urls.push(deck.thumbnail);
  return urls;
}

export function newSavedDeck(deck: DeckDetail): SavedDeck {
  return {
    id: deck.id,
    title: deck.title,
    path: paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug),
    thumbnail: deck.thumbnail,
    thumbnailWidth: deck.thumbnailWidth,
    thumbnailHeight: deck.thumbnailHeight,
    pageCount: deck.pageCount,
    version: fileVersion(deck),
    updatedAt: deck.updatedAt,
    savedAt: new Date().toISOString(),
    bytes: 0,
    urls: [],
    complete: false,
    savedBy: [],
  };
}

async function readJson<T>(cache: Cache, url: string): Promise<T | null> {
  const entry = await cache.match(url);
  return entry ? ((await entry.json()) as T) : null;
}

export const readDeckEntry = (cache: Cache, deckId: string) =>
  readJson<SavedDeck>(cache, deckEntryUrl(deckId));

export const readPlaylistEntry = (cache: Cache, key: string) =>
  readJson<SavedPlaylist>(cache, playlistEntryUrl(key));

export async function writeDeckEntry(cache: Cache, entry: SavedDeck): Promise<void> {
  await cache.put(deckEntryUrl(entry.id), new Response(JSON.stringify(entry), { headers: jsonHeaders }));
}

export async function writePlaylistEntry(cache: Cache, entry: SavedPlaylist): Promise<void> {
  await cache.put(playlistEntryUrl(entry.key), new Response(JSON.stringify(entry), { headers: jsonHeaders }));
}

export const deletePlaylistEntry = (cache: Cache, key: string) => cache.delete(playlistEntryUrl(key));

/** The deck's JSON copy, stored under its API path: what the deck page reads offline. */
export async function writeDeckJson(cache: Cache, deck: DeckDetail): Promise<number> {
  const body = JSON.stringify(deck);
  await cache.put(savedDeckJsonUrl(deck.id), new Response(body, { headers: jsonHeaders }));
  return new Blob([body]).size;
}

/** Frees everything stored for a deck. */
export async function deleteDeck(cache: Cache, entry: Pick<SavedDeck, 'id' | 'urls'>): Promise<void> {
  await Promise.all(entry.urls.map((url) => cache.delete(url)));
  await cache.delete(savedDeckJsonUrl(entry.id));
  await cache.delete(deckEntryUrl(entry.id));
}

/** The size of a stored file, from the length written beside it when it was saved. */
async function storedSize(cache: Cache, url: string): Promise<number | null> {
  const entry = await cache.match(url);
  if (!entry) return null;
  return Number(entry.headers.get('content-length') ?? (await entry.blob()).size);
}

export async function sizeOf(cache: Cache, urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map((url) => storedSize(cache, url)));
  return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
}

export interface SavedItems {
  decks: SavedDeck[];
  playlists: SavedPlaylist[];
  bytes: number;
}

export async function listSaved(): Promise<SavedItems> {
  if (typeof caches === 'undefined' || !(await caches.has(savedCacheName))) {
    return { decks: [], playlists: [], bytes: 0 };
  }
  const cache = await openSavedCache();
  const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
  const read = <T>(prefix: string) =>
    Promise.all(keys.filter((key) => key.startsWith(prefix)).map((key) => readJson<T>(cache, key)));
  const entries = (await read<SavedDeck>('/__offline__/decks/')).filter((deck) => deck !== null);
  // An unfinished save (a tab closed half-way) has not counted its bytes: count what is there.
  const decks = await Promise.all(
    entries.map(async (deck) => (deck.complete ? deck : { ...deck, bytes: await sizeOf(cache, deck.urls) })),
  );
  const playlists = (await read<SavedPlaylist>('/__offline__/playlists/')).filter((list) => list !== null);
  const newestFirst = (a: { savedAt: string }, b: { savedAt: string }) => b.savedAt.localeCompare(a.savedAt);
  return {
    decks: decks.sort(newestFirst),
    playlists: playlists.sort(newestFirst),
    bytes: decks.reduce((sum, deck) => sum + deck.bytes, 0),
  };
}
