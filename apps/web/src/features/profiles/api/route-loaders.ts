import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { profileQuery } from './get-profile.ts';
import { memberDecksQuery } from './list-member-decks.ts';

/** The profile and its opening list are fetched while the page's code downloads. */
export async function profileLoader({ params, request, context }: LoaderFunctionArgs) {
  const username = params.userId ?? '';
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab') ?? 'uploads';
  const listPage = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  await Promise.all([
    prefetch(context, profileQuery(username)),
    tab === 'uploads' || tab === 'liked'
      ? prefetch(context, memberDecksQuery(username, tab, listPage, search.get('after') ?? ''))
      : null,
  ]);
  return null;
}
