import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { popularSearchesQuery } from './popular.ts';
import { searchParamsFrom, searchQuery } from './search.ts';

/** The results (or, with no words, popular searches) are fetched while the page's code downloads. */
export function searchLoader({ params, request, context }: LoaderFunctionArgs) {
  const search = searchParamsFrom(params.searchText ?? '', new URL(request.url).searchParams);
  return search.q ? prefetch(context, searchQuery(search)) : prefetch(context, popularSearchesQuery());
}
