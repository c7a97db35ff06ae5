import type { DeckDetail, ViewBody } from '@medshelf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, apiSend } from '../../../lib/api-client.ts';
import { arrivalSource } from '../../../lib/arrival.ts';
import { isOnline } from '../../../lib/connectivity.ts';
import { deckKeys } from './deck-keys.ts';
import { queueView, sendQueuedViews } from './queued-views.ts';

export function recordView(deckId: string, origin: ViewBody): Promise<{ views: number }> {
  return apiSend<{ views: number }>('POST', `/api/decks/${encodeURIComponent(deckId)}/views`, origin);
}

/**
 * Counts one view when a ready deck opens (the server counts a visitor once a day) and shows
 * the count it answers. Once per page load: the ref survives re-renders and StrictMode's
 * second effect run, so a deck is never counted twice by one visit. A view made offline (a deck
 * saved on the device) is queued and sent once the site is reachable again.
 */
export function useRecordView(deckId: string, ready: boolean) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || recorded.current === deckId) return;
    recorded.current = deckId;
    const origin = arrivalSource(window.location.pathname);
    sendQueuedViews(recordView);
    recordView(deckId, origin).then(
      ({ views }) =>
        queryClient.setQueryData<DeckDetail>(deckKeys.detail(deckId), (deck) =>
          deck ? { ...deck, views } : deck,
        ),
      // A view that could not be counted is not worth troubling the reader about.
      (error: unknown) => {
        if (!isOnline() || (error instanceof ApiError && error.status === 0)) queueView(deckId, origin);
      },
    );
  }, [deckId, ready, queryClient]);
}
