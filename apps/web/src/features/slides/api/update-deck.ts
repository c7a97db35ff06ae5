import type { DeckDetail, DeckPatch } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** PATCH /api/decks/:id: the owner changes the title, category, tags and so on. */
export function updateDeck(deckId: string, patch: DeckPatch): Promise<DeckDetail> {
  return apiSend<DeckDetail>('PATCH', `/api/decks/${encodeURIComponent(deckId)}`, patch);
}

export function useUpdateDeck(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: DeckPatch) => updateDeck(deckId, patch),
    onSuccess: async (deck) => {
      // A new title or category shows in every list: they load again when next shown.
      await queryClient.invalidateQueries({ queryKey: deckKeys.all, refetchType: 'none' });
      queryClient.setQueryData(deckKeys.detail(deckId), deck);
    },
  });
}
