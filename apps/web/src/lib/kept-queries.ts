import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Answers kept in the browser's local store so an offline start (the service worker's shell)
 * can show them: a server-drawn page brings its data in the HTML, so the browser's HTTP cache
 * never saw the API answer it would otherwise fall back on. The account is one of them, so a
 * member offline still sees their own menu.
 */
const kept: { key: QueryKey; askAgainAtStart: boolean }[] = [
  { key: ['taxonomy'], askAgainAtStart: false },
  // A session may have ended elsewhere (a password reset, a log out in another browser): the kept
  // account is shown offline, but online it is asked for again at once, whatever its age.
  { key: ['account'], askAgainAtStart: true },
];
const keptKeys = kept.map(({ key }) => key);
const storageKey = (key: QueryKey) => `medshelf:query:${hashKey(key)}`;

interface Kept {
  data: unknown;
  updatedAt: number;
}

export function keepQueries(client: QueryClient): void {
  const keptHashes = new Set(keptKeys.map(hashKey));
  const saved = new Map<string, number>();
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (!keptHashes.has(query.queryHash) || query.state.status !== 'success') return;
    if (saved.get(query.queryHash) === query.state.dataUpdatedAt) return;
    saved.set(query.queryHash, query.state.dataUpdatedAt);
    const value: Kept = { data: query.state.data, updatedAt: query.state.dataUpdatedAt };
    try {
      // No answer (signed out: the account is null) leaves nothing behind of the one before.
      if (value.data === null) localStorage.removeItem(storageKey(query.queryKey));
      else localStorage.setItem(storageKey(query.queryKey), JSON.stringify(value));
    } catch {
      // A full or private store: the next online visit fetches it again.
    }
  });
}

/** What was kept, as answers of their time: stale ones are fetched again when online. */
export function restoreKeptQueries(client: QueryClient): void {
  for (const { key, askAgainAtStart } of kept) {
    try {
      const text = localStorage.getItem(storageKey(key));
      if (!text) continue;
      const { data, updatedAt } = JSON.parse(text) as Kept;
      client.setQueryData(key, data, { updatedAt: askAgainAtStart ? 0 : updatedAt });
    } catch {
      // Unreadable: as if nothing was kept.
    }
  }
}
