import type { SearchResults, SearchType } from '@medshelf/shared';
import { searchLimits, searchTypes } from '@medshelf/shared/search-limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type SearchParams, searchKeys } from './search-keys.ts';

const isSearchType = (value: string | null): value is SearchType => searchTypes.includes(value as SearchType);

/** The page's search from its address: `/search/searchtext/{q}?type=&faculty=&subject=&category=&page=`. */
export function searchParamsFrom(searchText: string, search: URLSearchParams): SearchParams {
  const type = search.get('type');
  const page = Number(search.get('page'));
  const filter = (name: string) => search.get(name)?.trim() || undefined;
  return {
    q: searchText.trim().slice(0, searchLimits.queryMaxLength),
    type: isSearchType(type) ? type : 'slides',
    faculty: filter('faculty'),
    subject: filter('subject'),
    category: filter('category'),
    page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1,
  };
}

/** One tab of results with the counts of every tab (GET /api/search). */
export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ q: params.q, type: params.type, page: String(params.page) });
      for (const name of ['faculty', 'subject', 'category'] as const) {
        const value = params[name];
        if (value) search.set(name, value);
      }
      return apiGet<SearchResults>(`/api/search?${search}`, { signal });
    },
  });

export function useSearchResults(params: SearchParams) {
  // Another tab, filter or page replaces the results on screen when it arrives, never blanks them.
  return useQuery({
    ...searchQuery(params),
    enabled: params.q.length > 0,
    placeholderData: keepPreviousData,
  });
}
