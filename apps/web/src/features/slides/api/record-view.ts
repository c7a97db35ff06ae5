import type { DeckDetail, ViewBody } from '@medshelf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiSend } from '../../../lib/api-client.ts';
import { arrivalSource } from '../../../lib/arrival.ts';
import { deckKeys } from './deck-keys.ts';

export function recordView(deckId: string, origin: ViewBody): Promise<{ views: number }> {
  return apiSend<{ views: number }>('POST', `/api/decks/${encodeURIComponent(deckId)}/views`, origin);
}

/**
 * Counts one view when a ready deck opens (the server counts a visitor once a day) and shows
 * the count it answers. Once per page load: the ref survives re-renders and StrictMode's
 * second effect run, so a deck is never counted twice by one visit.
 */
export function useRecordView(deckId: string, ready: boolean) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || recorded.current === deckId) return;
    recorded.current = deckId;
    recordView(deckId, arrivalSource(window.location.pathname)).then(
      ({ views }) =>
        queryClient.setQueryData<DeckDetail>(deckKeys.detail(deckId), (deck) =>
          deck ? { ...deck, views } : deck,
        ),
      // A view that could not be counted is not worth troubling the reader about.
      () => undefined,
    );
  }, [deckId, ready, queryClient]);
}
