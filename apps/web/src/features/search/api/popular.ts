import type { PopularSearches } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** What many visitors searched lately (GET /api/search/popular); it changes once a day. */
export const popularSearchesQuery = () =>
  queryOptions({
    queryKey: searchKeys.popular,
    queryFn: ({ signal }) => apiGet<PopularSearches>('/api/search/popular', { signal }),
    staleTime: 30 * 60_000,
  });

export function usePopularSearches(enabled = true) {
  return useQuery({ ...popularSearchesQuery(), enabled });
}
