import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';
import { type MyDecks, myDecksQuery } from './my-decks.ts';

/** DELETE /api/decks/:id: the deck, its pages and its file are gone for good. */
export function deleteDeck(deckId: string): Promise<null> {
  return apiSend<null>('DELETE', `/api/decks/${encodeURIComponent(deckId)}`);
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    // A request for the deck already on its way (its status turning ready asks for it again)
    // would otherwise be answered after the delete, with a 404, on the page that asked for it.
    onMutate: (deckId) => queryClient.cancelQueries({ queryKey: deckKeys.detail(deckId) }),
    onSuccess: (_, deckId) => {
      // Gone from "my decks" at once, without waiting for the list to load again.
      queryClient.setQueryData(myDecksQuery().queryKey, (list: MyDecks | undefined) =>
        list ? { items: list.items.filter((deck) => deck.id !== deckId) } : list,
      );
      // Other lists load again when next shown. Not at once: the page that asked for the delete
      // may still show the deck, and fetching it now would only answer 404.
      return queryClient.invalidateQueries({ queryKey: deckKeys.all, refetchType: 'none' });
    },
  });
}
