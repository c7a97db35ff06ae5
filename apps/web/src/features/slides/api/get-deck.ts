import type { DeckDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** While the owner watches a deck being processed, its status is asked for this often. */
const processingPollMs = 2_000;

export const isProcessing = (deck: Pick<DeckDetail, 'status'> | undefined) =>
  deck?.status === 'queued' || deck?.status === 'processing';

export const deckQuery = (id: string) =>
  queryOptions({
    queryKey: deckKeys.detail(id),
    queryFn: ({ signal }) => apiGet<DeckDetail>(`/api/decks/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (isProcessing(query.state.data) ? processingPollMs : false),
  });

export function useDeck(id: string) {
  return useQuery(deckQuery(id));
}
