import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { playlistKeys } from './playlist-keys.ts';

export interface DeckPlaylists {
  playlistIds: string[];
}

/** Which of the user's playlists hold a deck ("Save to playlist" ticks them). */
export const deckPlaylistsQuery = (deckId: string) =>
  queryOptions({
    queryKey: playlistKeys.deck(deckId),
    queryFn: ({ signal }) =>
      apiGet<DeckPlaylists>(`/api/decks/${encodeURIComponent(deckId)}/playlists`, { signal }),
    staleTime: 0,
  });

export function useDeckPlaylists(deckId: string) {
  return useQuery(deckPlaylistsQuery(deckId));
}
