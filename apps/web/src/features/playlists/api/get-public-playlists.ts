import type { PublicPlaylistTree } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { playlistKeys } from './playlist-keys.ts';

/** Another member's public playlists (what anyone may see of them). */
export const publicPlaylistsQuery = (username: string) =>
  queryOptions({
    queryKey: playlistKeys.person(username),
    queryFn: ({ signal }) =>
      apiGet<PublicPlaylistTree>(`/api/people/${encodeURIComponent(username)}/playlists`, { signal }),
  });

export function usePublicPlaylists(username: string, enabled = true) {
  return useQuery({ ...publicPlaylistsQuery(username), enabled });
}
