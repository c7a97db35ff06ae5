import type { DeckDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { readSavedDeck } from '../../offline/index.ts';
import { deckKeys } from './deck-keys.ts';
import { keepWhileDeleting } from './delete-deck.ts';

/** While the owner watches a deck being processed, its status is asked for this often. */
const processingPollMs = 2_000;

export const isProcessing = (deck: Pick<DeckDetail, 'status'> | undefined) =>
  deck?.status === 'queued' || deck?.status === 'processing';

/** The server's answer; without a network, the copy saved for offline on this device, if any. */
async function fetchDeck(id: string, signal: AbortSignal): Promise<DeckDetail> {
  try {
    return await apiGet<DeckDetail>(`/api/decks/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? await readSavedDeck(id) : null;
    if (saved) return saved;
    throw error;
  }
}

export const deckQuery = (id: string) =>
  queryOptions({
    queryKey: deckKeys.detail(id),
    queryFn: (context) => keepWhileDeleting(context, id, () => fetchDeck(id, context.signal)),
    // Tried once even offline, so a saved deck opens; apiGet sends nothing while offline (SPEC
    // §7), and a deck that is not saved waits, paused, for the network like every other query.
    networkMode: 'offlineFirst',
    refetchInterval: (query) => (isProcessing(query.state.data) ? processingPollMs : false),
  });

export function useDeck(id: string) {
  return useQuery(deckQuery(id));
}
