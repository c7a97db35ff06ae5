import type { DeckProgress } from '@medshelf/shared';
import { limits } from '@medshelf/shared/limits';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isOnline, subscribeToConnectivity } from '../../../lib/connectivity.ts';
import { deckKeys } from '../api/deck-keys.ts';
import { deckProgressQuery, isFinished, isProgressKey } from '../api/deck-progress.ts';
import { myDecksQuery } from '../api/my-decks.ts';

/**
 * One EventSource for every deck on screen (a list may follow many): each `event: deck` is
 * written into that deck's progress query. It is open only while someone follows a deck and
 * the site is online; a refused stream is retried after 30 s, doubling (SPEC §9).
 */
const followers = new Map<symbol, QueryClient>();
let source: EventSource | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay: number = limits.networkRetryStartMs;
let live = false;
let stopConnectivity: (() => void) | undefined;

function onDeck(event: MessageEvent<string>) {
  let progress: DeckProgress;
  try {
    progress = JSON.parse(event.data) as DeckProgress;
  } catch {
    return;
  }
  for (const queryClient of new Set(followers.values())) {
    queryClient.setQueryData(deckProgressQuery(progress.id).queryKey, progress);
  }
}

/** Whatever happened while events could not arrive was not sent on the stream: ask once. */
function askAgain() {
  for (const queryClient of new Set(followers.values())) {
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isProgressKey(queryKey) });
  }
}

function connect() {
  clearTimeout(retryTimer);
  if (source || !isOnline() || followers.size === 0) return;
  const stream = new EventSource('/api/events');
  source = stream;
  stream.addEventListener('deck', onDeck);
  // The server lost events for a moment (its database connection dropped and came back).
  stream.addEventListener('resync', askAgain);
  stream.onopen = () => {
    retryDelay = limits.networkRetryStartMs;
    live = true;
    askAgain();
  };
  stream.onerror = () => {
    live = false;
    // While CONNECTING the browser retries by itself; CLOSED means it gave up.
    if (stream.readyState !== EventSource.CLOSED) return;
    source = undefined;
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, limits.networkRetryMaxMs);
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  source?.close();
  source = undefined;
  live = false;
}

function follow(queryClient: QueryClient): () => void {
  const key = Symbol('deck-follower');
  followers.set(key, queryClient);
  stopConnectivity ??= subscribeToConnectivity(() => (isOnline() ? connect() : disconnect()));
  connect();
  return () => {
    followers.delete(key);
    if (followers.size > 0) return;
    disconnect();
    stopConnectivity?.();
    stopConnectivity = undefined;
  };
}

/** Follows the stream while `enabled`. */
function useLiveStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? follow(queryClient) : undefined), [enabled, queryClient]);
}

/** Polls are a fallback: rare while the stream is open, every few seconds when it is not. */
const pollWhileLiveMs = 20_000;
const pollWithoutStreamMs = 4_000;

/**
 * The live processing status of one of the signed-in user's decks: queued → processing (page X
 * of N) → ready | failed. Starts from what the caller already knows (the upload's answer or a
 * list row), follows the event stream, and polls GET /api/decks/:id/progress while the deck is
 * not finished; polls pause while offline like every query. When the deck finishes, the lists
 * and the deck itself load again so thumbnails and page counts appear.
 */
export function useDeckProgress(initial: DeckProgress): DeckProgress {
  const queryClient = useQueryClient();
  // What this page last heard decides whether to ask: the caller's copy may already say ready
  // while the status shown still says processing (its "ready" event came while the stream was
  // reconnecting), and a status nobody asks about again would stay "Processing…" for good.
  const shown = queryClient.getQueryData(deckProgressQuery(initial.id).queryKey) ?? initial;
  const { data = initial } = useQuery({
    ...deckProgressQuery(initial.id),
    initialData: initial,
    // Read when each poll is scheduled, so it follows the stream opening and closing.
    refetchInterval: (query) =>
      query.state.data && isFinished(query.state.data.status)
        ? false
        : live
          ? pollWhileLiveMs
          : pollWithoutStreamMs,
    // A deck shown finished needs no request; an unfinished one is checked on arrival.
    enabled: !isFinished(shown.status),
  });
  useLiveStream(!isFinished(data.status));

  const previous = useRef(data.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = data.status;
    if (was === data.status || !isFinished(data.status)) return;
    void queryClient.invalidateQueries({ queryKey: myDecksQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: deckKeys.detail(data.id), exact: true });
  }, [data.status, data.id, queryClient]);

  return data;
}

/** After a new upload or a replaced file, the deck's status starts again from its answer. */
export function restartDeckProgress(queryClient: QueryClient, progress: DeckProgress) {
  queryClient.setQueryData(deckProgressQuery(progress.id).queryKey, progress);
}
