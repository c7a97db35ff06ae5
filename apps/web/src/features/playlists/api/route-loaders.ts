import type { LoaderFunctionArgs, Params } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { accountQuery } from '../../auth/index.ts';
import { myLevelQuery } from './get-my-level.ts';
import { publicLevelQuery } from './get-public-level.ts';
import { publicPlaylistsQuery } from './get-public-playlists.ts';

const levelPath = (params: Params) =>
  [params.levelone, params.leveltwo, params.levelthree].filter((s) => s !== undefined);

/** A signed-in user's level is fetched while the page's code downloads. */
export function myPlaylistLoader({ params }: LoaderFunctionArgs) {
  const path = levelPath(params);
  if (path.length && queryClient.getQueryData(accountQuery().queryKey)) {
    void queryClient.prefetchQuery(myLevelQuery(path));
  }
  return null;
}

export function publicPlaylistLoader({ params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const path = levelPath(params);
  if (path.length) void queryClient.prefetchQuery(publicLevelQuery(username, path));
  else void queryClient.prefetchQuery(publicPlaylistsQuery(username));
  return null;
}
