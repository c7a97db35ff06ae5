import type { PlaylistLevel } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { levelPathParam, playlistKeys } from './playlist-keys.ts';

/** One of the user's own levels, by the slugs of /playlist/{l1}/{l2}/{l3}. */
export const myLevelQuery = (path: readonly string[]) =>
  queryOptions({
    queryKey: playlistKeys.myLevel(path),
    queryFn: ({ signal }) =>
      apiGet<PlaylistLevel>(`/api/playlists/level?path=${levelPathParam(path)}`, { signal }),
  });

export function useMyLevel(path: readonly string[]) {
  return useQuery(myLevelQuery(path));
}
