import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import type { DeckPlaylists } from './get-deck-playlists.ts';
import { playlistKeys } from './playlist-keys.ts';

/** Puts a deck in one of the user's levels or takes it out; answers where the deck is now. */
export const setDeckSaved = (playlistId: string, deckId: string, saved: boolean) =>
  apiSend<DeckPlaylists>(
    saved ? 'PUT' : 'DELETE',
    `/api/playlists/${encodeURIComponent(playlistId)}/items/${encodeURIComponent(deckId)}`,
  );

/** A tick in "Save to playlist" (the picker shows it at once and takes it back on an error). */
export function useSaveDeck(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playlistId, saved }: { playlistId: string; saved: boolean }) =>
      setDeckSaved(playlistId, deckId, saved),
    onSuccess: (answer) => {
      queryClient.setQueryData(playlistKeys.deck(deckId), answer);
      // Counts and thumbnails of the levels changed; the ticks are already right.
      return queryClient.invalidateQueries({
        queryKey: playlistKeys.mine,
        predicate: (query) => query.queryKey[2] !== 'deck',
      });
    },
  });
}

/** "Remove" on a level's page. */
export function useRemoveDeck(playlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => setDeckSaved(playlistId, deckId, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.mine }),
  });
}
