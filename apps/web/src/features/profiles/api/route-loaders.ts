import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { profileQuery } from './get-profile.ts';
import { memberDecksQuery } from './list-member-decks.ts';

/** The profile and its opening list are fetched while the page's code downloads. */
export function profileLoader({ params, request }: LoaderFunctionArgs) {
  const username = params.userId ?? '';
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab') ?? 'uploads';
  void queryClient.prefetchQuery(profileQuery(username));
  if (tab === 'uploads' || tab === 'liked') {
    const listPage = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    void queryClient.prefetchQuery(memberDecksQuery(username, tab, listPage));
  }
  return null;
}
