import type { DeckCard } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** Decks of the same sub-category first, then of the same category. */
export const relatedDecksQuery = (id: string) =>
  queryOptions({
    queryKey: deckKeys.related(id),
    queryFn: ({ signal }) =>
      apiGet<{ items: DeckCard[] }>(`/api/decks/${encodeURIComponent(id)}/related`, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRelatedDecks(id: string, enabled: boolean) {
  return useQuery({ ...relatedDecksQuery(id), enabled });
}
