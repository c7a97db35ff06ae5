import type { PlaylistLevel } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { levelPathParam, playlistKeys } from './playlist-keys.ts';

/** One public level of another member, by the slugs of /viewplaylist/{username}/{l1}/{l2}/{l3}. */
export const publicLevelQuery = (username: string, path: readonly string[]) =>
  queryOptions({
    queryKey: playlistKeys.personLevel(username, path),
    queryFn: ({ signal }) =>
      apiGet<PlaylistLevel>(
        `/api/people/${encodeURIComponent(username)}/playlists/level?path=${levelPathParam(path)}`,
        { signal },
      ),
  });

export function usePublicLevel(username: string, path: readonly string[]) {
  return useQuery(publicLevelQuery(username, path));
}
