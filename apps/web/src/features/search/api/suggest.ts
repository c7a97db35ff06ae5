import type { Suggestions } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/**
 * What the nav box offers for `q` (GET /api/search/suggest). The signal is passed on, so a
 * request for words the user has already typed past is aborted when its answer is not wanted.
 */
export const suggestQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) =>
      apiGet<Suggestions>(`/api/search/suggest?${new URLSearchParams({ q })}`, { signal }),
    staleTime: 5 * 60_000,
    // A suggestion that failed is not worth a second wait: the next key press asks again.
    retry: false,
  });

export function useSuggestions(q: string, enabled: boolean) {
  return useQuery({ ...suggestQuery(q), enabled });
}
