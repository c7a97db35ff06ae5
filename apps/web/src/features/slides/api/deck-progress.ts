import type { DeckProgress } from '@medshelf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';
import { keepWhileDeleting } from './delete-deck.ts';

/** Processing state of one of the owner's decks; useDeckProgress keeps it live. */
export const deckProgressQuery = (deckId: string) =>
  queryOptions({
    queryKey: [...deckKeys.detail(deckId), 'progress'] as const,
    queryFn: (context) =>
      keepWhileDeleting(context, deckId, () =>
        apiGet<DeckProgress>(`/api/decks/${encodeURIComponent(deckId)}/progress`, { signal: context.signal }),
      ),
    staleTime: 0,
  });

/** Whether a progress query key (…, 'progress') names a deck's processing state. */
export const isProgressKey = (key: readonly unknown[]) => key[0] === 'decks' && key[3] === 'progress';

/** Nothing more will happen to it by itself: ready, failed, or taken down by the editors. */
export const isFinished = (status: DeckProgress['status']) =>
  status === 'ready' || status === 'failed' || status === 'removed';

/** The progress part of a deck the page already has (an upload's answer, a list row). */
export function progressOf(deck: DeckProgress): DeckProgress {
  const { id, status, failureReason, pagesDone, pageCount } = deck;
  return { id, status, failureReason, pagesDone, pageCount };
}
