import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { journalQuery } from './get-journal.ts';
import { journalListParamsFrom, journalListQuery } from './list-journals.ts';

/** Each journal page's data is fetched while its code downloads, not after it. */
export function journalPageLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(journalListQuery(journalListParamsFrom(search)));
  return null;
}

export function journalDetailsLoader({ request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('journal')?.trim();
  if (slug) void queryClient.prefetchQuery(journalQuery(slug));
  return null;
}
