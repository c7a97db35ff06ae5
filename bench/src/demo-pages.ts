/**
 * The pages the page bench opens on a fresh built site: a deck, a book and a search with results,
 * found through the API once the demo content the site makes at its first start is there, and the
 * background work that makes it has finished (Lighthouse on a server still rendering demo decks
 * would measure the rendering).
 */
import { paths } from '@medshelf/shared';

export interface BenchPages {
  /** Every page Lighthouse opens, in the order reported. */
  lighthouse: string[];
  /** A server-rendered deck page, for the time to first byte. */
  deck: string;
}

// The demo's 155 decks took 10–14 min to process on a 2-core machine on 2026-11-29: with 10,
// Lighthouse's first pages ran beside the last renders.
const readyTimeoutMs = 25 * 60_000;
const pollMs = 2_000;
// Between one job and the one it chains (render, then index) the queues are empty for a moment.
const quietPollsNeeded = 3;

interface DeckCards {
  items: { id: string; title: string; category: { slug: string }; subCategory: { slug: string } }[];
}
interface BookCards {
  items: { id: string }[];
}

async function getJson<T>(origin: string, url: string): Promise<T | null> {
  const response = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(10_000) });
  return response.ok ? ((await response.json()) as T) : null;
}

/** Jobs waiting or running and pages waiting for a render thread, from the server's /metrics. */
async function backgroundWork(origin: string): Promise<number> {
  const response = await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const busy = /^medshelf_(?:job_queue_waiting|job_queue_active|render_queue_pages)(?:\{[^}]*\})? (\S+)$/gm;
  let total = 0;
  for (const [, value] of (await response.text()).matchAll(busy)) total += Number(value);
  return total;
}

/** A word of the deck's title that search finds something for (a search page with results). */
async function searchWord(origin: string, titles: string[]): Promise<string | null> {
  const words = titles.flatMap((title) => title.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
  for (const word of new Set(words)) {
    const results = await getJson<{ total: number }>(
      origin,
      `/api/search?${new URLSearchParams({ q: word })}`,
    );
    if (results && results.total > 0) return word;
  }
  return null;
}

async function findPages(origin: string): Promise<BenchPages | null> {
  const [decks, books] = await Promise.all([
    getJson<DeckCards>(origin, '/api/decks'),
    getJson<BookCards>(origin, '/api/books'),
  ]);
  const deck = decks?.items[0];
  const book = books?.items[0];
  if (!deck || !book) return null;
  const word = await searchWord(
    origin,
    (decks?.items ?? []).map((item) => item.title),
  );
  if (!word) return null;
  const deckPath = paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug);
  return {
    lighthouse: ['/', '/slide', deckPath, '/book', paths.bookDetails(book.id), paths.search(word)],
    deck: deckPath,
  };
}

export async function waitForDemoPages(
  origin: string,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<BenchPages> {
  const deadline = Date.now() + readyTimeoutMs;
  log('Waiting for the demo content (a deck, a book, a search with results) and for its processing to end…');
  let pages: BenchPages | null = null;
  let busy = Number.NaN;
  let quietPolls = 0;
  while (Date.now() < deadline) {
    signal.throwIfAborted();
    pages ??= await findPages(origin);
    busy = await backgroundWork(origin);
    quietPolls = busy === 0 ? quietPolls + 1 : 0;
    if (pages && quietPolls >= quietPollsNeeded) return pages;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (!pages) throw new Error(`no deck, book and search results within ${readyTimeoutMs / 60_000} min`);
  log(
    `  background work still under way after ${readyTimeoutMs / 60_000} min (${busy} jobs and pages): measuring anyway`,
  );
  return pages;
}
