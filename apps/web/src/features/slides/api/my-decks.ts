import type { OwnDeck } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

export interface MyDecks {
  items: OwnDeck[];
}

/** The signed-in user's decks in every status, newest first (`/uploadedslides`). */
export const myDecksQuery = () =>
  queryOptions({
    queryKey: [...deckKeys.all, 'mine'] as const,
    queryFn: ({ signal }) => apiGet<MyDecks>('/api/decks/mine', { signal }),
    // Views, likes and statuses move while the person is away; a return visit shows fresh ones.
    staleTime: 0,
  });

export function useMyDecks(enabled = true) {
  return useQuery({ ...myDecksQuery(), enabled });
}
