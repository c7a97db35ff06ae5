import type { DeckDetail } from '@medshelf/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryCaches } from '../../../../test/memory-caches.ts';
import { stubServer } from '../../../../test/render.tsx';
import { readSavedDeck, savedCacheName } from '../saved-cache.ts';
import { releaseDeck, SaveError, saveDeck } from './save-deck.ts';
import { listSaved } from './saved-index.ts';

const file = (n: number, size: string) => `/files/decks/d1/v2/pages/${n}-${size}.webp`;

const deck: DeckDetail = {
  id: 'd1',
  slug: 'cardiac-cycle',
  title: 'Cardiac cycle',
  category: { slug: 'physiology', name: 'Physiology' },
  subCategory: { slug: 'cardiovascular', name: 'Cardiovascular' },
  owner: { id: 'u1', username: 'asha_k', displayName: 'Asha', photoURL: null },
  pageCount: 3,
  thumbnail: '/files/decks/d1/v2/thumbnail.webp',
  thumbnailWidth: 320,
  thumbnailHeight: 240,
  views: 0,
  likes: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  description: '',
  tags: [],
  allowDownload: true,
  commentCount: 0,
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'ready',
  failureReason: null,
  pagesDone: 3,
  pages: [1, 2, 3].map((n) => ({
    number: n,
    width: 1280,
    height: 960,
    large: file(n, 'large'),
    small: file(n, 'small'),
    thumb: file(n, 'thumb'),
    textLayer: null,
  })),
  originalName: 'cardiac-cycle.pdf',
  originalSize: 120_000,
  removal: null,
  viewer: { isOwner: false, liked: false },
};

const pageBytes = 1000;

/** The file server: every page image, unless `down` says the network drops for that path. */
function fileServer(down: (path: string) => boolean = () => false) {
  const fetched: string[] = [];
  stubServer((url) => {
    if (down(url.pathname)) throw new TypeError('Failed to fetch');
    fetched.push(url.pathname);
    return new Response(new Uint8Array(pageBytes), { headers: { 'content-type': 'image/webp' } });
  });
  return fetched;
}

const options = (signal = new AbortController().signal, onPage = () => {}) => ({
  reason: 'deck' as const,
  signal,
  onPage,
});

let caches: ReturnType<typeof installMemoryCaches>;
beforeEach(() => {
  caches = installMemoryCaches();
});

describe('saving a deck for offline', () => {
  it('stores every page, then the deck itself, so it opens offline', async () => {
    fileServer();
    const pages: number[] = [];
    const saved = await saveDeck(
      deck,
      options(undefined, () => pages.push(pages.length + 1)),
    );

    expect(pages).toEqual([1, 2, 3]);
    expect(caches.writes.at(-2)).toBe('/api/decks/d1');
    expect(await readSavedDeck('d1')).toEqual(deck);
    // large and thumb of each page, and the card's thumbnail
    expect(saved.urls).toHaveLength(7);
    expect(saved.bytes).toBeGreaterThan(7 * pageBytes);
    const { decks, bytes } = await listSaved();
    expect(decks.map((entry) => [entry.id, entry.complete, entry.savedBy])).toEqual([['d1', true, ['deck']]]);
    expect(bytes).toBe(saved.bytes);
  });

  it('keeps what a dropped network let through, and the next save fetches only the rest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = false;
    const fetched = fileServer((path) => !online && path === file(3, 'large'));

    const firstTry = saveDeck(deck, options());
    const failure = expect(firstTry).rejects.toEqual(new SaveError('network'));
    // The page is asked for once more after a pause, as a mobile network often comes back.
    await vi.advanceTimersByTimeAsync(2_000);
    await failure;
    expect(await readSavedDeck('d1')).toBeNull();
    const [unfinished] = (await listSaved()).decks;
    expect(unfinished?.complete).toBe(false);
    expect(unfinished?.bytes).toBeGreaterThan(0);

    online = true;
    fetched.length = 0;
    await saveDeck(deck, options());
    expect(fetched).toEqual([file(3, 'large'), file(3, 'thumb')]);
    expect(await readSavedDeck('d1')).toEqual(deck);
  });

  it('removes what a cancelled first save stored', async () => {
    fileServer();
    const cancel = new AbortController();
    await expect(
      saveDeck(
        deck,
        options(cancel.signal, () => cancel.abort()),
      ),
    ).rejects.toEqual(new SaveError('cancelled'));
    expect(caches.paths(savedCacheName)).toEqual([]);
  });

  it('stays while a playlist still keeps it, and goes with the last reason', async () => {
    fileServer();
    await saveDeck(deck, options());
    await saveDeck(deck, { ...options(), reason: 'playlist:/playlist/anatomy' });

    await releaseDeck('d1', 'deck');
    expect((await listSaved()).decks.map((entry) => entry.savedBy)).toEqual([['playlist:/playlist/anatomy']]);
    expect(await readSavedDeck('d1')).toEqual(deck);

    await releaseDeck('d1', 'playlist:/playlist/anatomy');
    expect(caches.paths(savedCacheName)).toEqual([]);
  });
});
