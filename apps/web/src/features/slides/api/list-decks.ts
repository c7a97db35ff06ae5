import type { DeckList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type DeckListParams, deckKeys } from './deck-keys.ts';

export const deckListPageSize = 24;

/** One page of the ready decks of a sub-category (or of a whole category), newest or trending first. */
export const deckListQuery = (params: DeckListParams) =>
  queryOptions({
    queryKey: deckKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        category: params.category,
        sort: params.sort,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.subCategory) search.set('subCategory', params.subCategory);
      if (params.after) search.set('after', params.after);
      return apiGet<DeckList>(`/api/decks?${search}`, { signal });
    },
  });

export function useDeckList(params: DeckListParams, enabled = true) {
  // The page on screen stays while the next one loads: the grid is replaced, never blanked.
  return useQuery({ ...deckListQuery(params), enabled, placeholderData: keepPreviousData });
}
