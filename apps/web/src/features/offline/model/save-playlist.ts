import type { DeckDetail } from '@medshelf/shared';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { releaseDeck, SaveError, saveDeck } from './save-deck.ts';
import {
  deletePlaylistEntry,
  openSavedCache,
  readPlaylistEntry,
  type SavedReason,
  writePlaylistEntry,
} from './saved-index.ts';

export interface PlaylistToSave {
  key: string;
  name: string;
  deckIds: string[];
}

export interface PlaylistProgress {
  deckIndex: number;
  deckCount: number;
  pagesDone: number;
  pagesTotal: number;
}

export interface PlaylistSaveResult {
  saved: number;
  /** Decks that were removed, are still processing or changed while saving: left out. */
  unavailable: number;
}

const reasonOf = (key: string): SavedReason => `playlist:${key}`;

async function deckDetails(deckId: string, signal: AbortSignal): Promise<DeckDetail | null> {
  try {
    const deck = await apiGet<DeckDetail>(`/api/decks/${encodeURIComponent(deckId)}`, { signal });
    return deck.status === 'ready' ? deck : null;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    if (signal.aborted) throw new SaveError('cancelled');
    throw new SaveError('network');
  }
}

/**
 * Saves each deck of a playlist level as a deck of its own, kept for this playlist. The playlist's
 * entry is written first, so the saved list shows it as a group even while its decks arrive, and a
 * cancelled or cut-off save keeps the decks finished so far: the next save adds only the rest.
 */
export async function savePlaylist(
  playlist: PlaylistToSave,
  signal: AbortSignal,
  onProgress: (progress: PlaylistProgress) => void,
): Promise<PlaylistSaveResult> {
  const cache = await openSavedCache();
  const before = await readPlaylistEntry(cache, playlist.key);
  await writePlaylistEntry(cache, {
    key: playlist.key,
    name: playlist.name,
    deckIds: playlist.deckIds,
    savedAt: before?.savedAt ?? new Date().toISOString(),
  });
  const reason = reasonOf(playlist.key);
  const left = (before?.deckIds ?? []).filter((deckId) => !playlist.deckIds.includes(deckId));
  await Promise.all(left.map((deckId) => releaseDeck(deckId, reason)));

  const details = await Promise.all(playlist.deckIds.map((deckId) => deckDetails(deckId, signal)));
  const decks = details.filter((deck) => deck !== null);
  const progress: PlaylistProgress = {
    deckIndex: 0,
    deckCount: decks.length,
    pagesDone: 0,
    pagesTotal: decks.reduce((sum, deck) => sum + deck.pages.length, 0),
  };
  onProgress({ ...progress });
  let saved = 0;
  for (const [index, deck] of decks.entries()) {
    progress.deckIndex = index;
    const pagesBefore = progress.pagesDone;
    try {
      await saveDeck(deck, {
        reason,
        signal,
        onPage: () => {
          progress.pagesDone += 1;
          onProgress({ ...progress });
        },
      });
      saved += 1;
    } catch (error) {
      if (!(error instanceof SaveError && error.failure === 'changed')) throw error;
      progress.pagesDone = pagesBefore + deck.pages.length;
    }
  }
  return { saved, unavailable: playlist.deckIds.length - saved };
}

/** Removes a saved playlist and each of its decks that nothing else keeps. */
export async function removePlaylist(key: string): Promise<void> {
  const cache = await openSavedCache();
  const entry = await readPlaylistEntry(cache, key);
  await deletePlaylistEntry(cache, key);
  await Promise.all((entry?.deckIds ?? []).map((deckId) => releaseDeck(deckId, reasonOf(key))));
}
