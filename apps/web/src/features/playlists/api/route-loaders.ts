import type { LoaderFunctionArgs, Params } from 'react-router';
import { cachedData, prefetch } from '../../../lib/route-data.ts';
import { accountQuery } from '../../auth/index.ts';
import { myLevelQuery } from './get-my-level.ts';
import { publicLevelQuery } from './get-public-level.ts';
import { publicPlaylistsQuery } from './get-public-playlists.ts';

const levelPath = (params: Params) =>
  [params.levelone, params.leveltwo, params.levelthree].filter((s) => s !== undefined);

/** A signed-in user's level is fetched while the page's code downloads. */
export function myPlaylistLoader({ params, context }: LoaderFunctionArgs) {
  const path = levelPath(params);
  return path.length && cachedData(context, accountQuery().queryKey)
    ? prefetch(context, myLevelQuery(path))
    : null;
}

export function publicPlaylistLoader({ params, context }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const path = levelPath(params);
  return path.length
    ? prefetch(context, publicLevelQuery(username, path))
    : prefetch(context, publicPlaylistsQuery(username));
}
