import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { searchParamsFrom, searchQuery } from './search.ts';

/** The results are fetched while the page's code downloads, not after it. */
export function searchLoader({ params, request }: LoaderFunctionArgs) {
  const search = searchParamsFrom(params.searchText ?? '', new URL(request.url).searchParams);
  if (search.q) void queryClient.prefetchQuery(searchQuery(search));
  return null;
}
