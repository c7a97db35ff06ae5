import type { DeckHighlights, HighlightList } from '@medshelf/shared';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { highlightKeys } from './highlight-keys.ts';

const highlightPageSize = 12;

/** A member's highlights, newest first, a page at a time ("Show more highlights" asks for the next). */
export function useHighlights(username: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: highlightKeys.person(username),
      queryFn: ({ pageParam, signal }) =>
        apiGet<HighlightList>(
          `/api/people/${encodeURIComponent(username)}/highlights?page=${pageParam}&pageSize=${highlightPageSize}`,
          { signal },
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    }),
  );
}

/** The reader's own highlights on a deck, to draw over its pages; nothing asked when signed out. */
export function useDeckHighlights(deckId: string, signedIn: boolean) {
  return useQuery({
    queryKey: highlightKeys.deck(deckId),
    queryFn: ({ signal }) =>
      apiGet<DeckHighlights>(`/api/decks/${encodeURIComponent(deckId)}/highlights`, { signal }),
    enabled: signedIn,
  });
}
