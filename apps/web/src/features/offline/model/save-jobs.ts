import type { DeckDetail } from '@medshelf/shared';
import { useSyncExternalStore } from 'react';
import { reportNetworkFailure } from '../../../lib/connectivity.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { savedChanged } from '../api/saved-items.ts';
import { SaveError, saveDeck } from './save-deck.ts';
import { type PlaylistToSave, savePlaylist } from './save-playlist.ts';

export interface SaveProgress {
  pagesDone: number;
  pagesTotal: number;
  /** For a playlist: which of its decks is being saved. */
  deck?: { index: number; count: number };
}

export type SaveJob =
  | { status: 'saving'; progress: SaveProgress; cancel(): void }
  | {
      status: 'failed';
      message: string;
      /** The network dropped: the save continues by itself once the server answers again. */
      resumable: boolean;
    };

/**
 * Saves in progress, kept outside React: a save goes on while the reader moves to another page,
 * and the button shows it again when they come back.
 */
const jobs = new Map<string, SaveJob>();
const listeners = new Set<() => void>();

function setJob(key: string, job: SaveJob | undefined) {
  if (job) jobs.set(key, job);
  else jobs.delete(key);
  for (const listener of listeners) listener();
}

export const deckJobKey = (deckId: string) => `deck:${deckId}`;
export const playlistJobKey = (key: string) => `playlist:${key}`;

export function useSaveJob(key: string): SaveJob | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => jobs.get(key),
    () => undefined,
  );
}

export const dismissJob = (key: string) => setJob(key, undefined);

/** What went wrong, in the words of `t`, the language of whoever started the save. */
function failureMessage(t: Translate, error: unknown, title: string, progress: SaveProgress): string {
  const full = error instanceof DOMException && error.name === 'QuotaExceededError';
  const failure = error instanceof SaveError ? error.failure : full ? 'quota' : null;
  if (failure === 'quota') {
    return t('offline.saveNoSpace', { title });
  }
  if (failure === 'network') {
    return t('offline.saveNetworkDropped', { done: progress.pagesDone, total: progress.pagesTotal });
  }
  if (failure === 'changed') return t('offline.saveChanged', { title });
  return t('offline.saveFailed', { title });
}

/** Asked on the first save: without it the browser may clear saved decks when space runs low. */
function askToKeepStorage() {
  void navigator.storage
    ?.persist?.()
    .catch(() => false)
    .then(() => savedChanged());
}

function run<T>(
  t: Translate,
  key: string,
  title: string,
  total: number,
  task: (signal: AbortSignal, report: (progress: SaveProgress) => void) => Promise<T>,
  done: (result: T) => void,
) {
  if (jobs.get(key)?.status === 'saving') return;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  let latest: SaveProgress = { pagesDone: 0, pagesTotal: total };
  const report = (progress: SaveProgress) => {
    latest = progress;
    setJob(key, { status: 'saving', progress, cancel });
  };
  report(latest);
  askToKeepStorage();
  // The lists are refreshed before the job is cleared, so nothing reads an outdated entry between.
  task(controller.signal, report).then(
    async (result) => {
      await savedChanged();
      setJob(key, undefined);
      done(result);
    },
    async (error: unknown) => {
      // Like a failed API call, a failed download means the server is out of reach (connectivity.ts).
      if (error instanceof SaveError && error.failure === 'network') reportNetworkFailure();
      await savedChanged();
      const failure = error instanceof SaveError ? error.failure : null;
      const message = failureMessage(t, error, title, latest);
      setJob(
        key,
        failure === 'cancelled' ? undefined : { status: 'failed', message, resumable: failure === 'network' },
      );
    },
  );
}

export function startDeckSave(deck: DeckDetail, t: Translate) {
  run(
    t,
    deckJobKey(deck.id),
    t('offline.subjectDeck', { title: deck.title }),
    deck.pages.length,
    (signal, report) => {
      let pagesDone = 0;
      return saveDeck(deck, {
        reason: 'deck',
        signal,
        onPage: () => report({ pagesDone: ++pagesDone, pagesTotal: deck.pages.length }),
      });
    },
    () => notify('success', t('offline.savedDeck', { title: deck.title })),
  );
}

export function startPlaylistSave(playlist: PlaylistToSave, t: Translate) {
  run(
    t,
    playlistJobKey(playlist.key),
    t('offline.subjectPlaylist', { name: playlist.name }),
    0,
    (signal, report) =>
      savePlaylist(playlist, signal, (progress) =>
        report({
          pagesDone: progress.pagesDone,
          pagesTotal: progress.pagesTotal,
          deck: { index: progress.deckIndex, count: progress.deckCount },
        }),
      ),
    ({ unavailable }) =>
      notify(
        unavailable ? 'info' : 'success',
        unavailable
          ? t('offline.savedPlaylistExcept', { name: playlist.name, count: unavailable })
          : t('offline.savedPlaylist', { name: playlist.name }),
      ),
  );
}
