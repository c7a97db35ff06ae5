import type { DeckStatistics } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** One of the member's decks: views per day, other counts, sources and most-read pages. */
export const deckStatisticsQuery = (deckId: string) =>
  queryOptions({
    queryKey: statisticsKeys.deck(deckId),
    queryFn: ({ signal }) =>
      apiGet<DeckStatistics>(`/api/statistics/decks/${encodeURIComponent(deckId)}`, { signal }),
    // The roll-up adds to them every few minutes; a return visit shows the latest.
    staleTime: 0,
  });

export function useDeckStatistics(deckId: string) {
  return useQuery(deckStatisticsQuery(deckId));
}
