import type { PlaylistTree } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { playlistKeys } from './playlist-keys.ts';

/** Every level of the signed-in user's playlists. */
export const myPlaylistsQuery = () =>
  queryOptions({
    queryKey: playlistKeys.myTree(),
    queryFn: ({ signal }) => apiGet<PlaylistTree>('/api/playlists', { signal }),
  });

export function useMyPlaylists(enabled = true) {
  return useQuery({ ...myPlaylistsQuery(), enabled });
}
