import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';
import { type MyDecks, myDecksQuery } from './my-decks.ts';

/** DELETE /api/decks/:id: the deck, its pages and its file are gone for good. */
export function deleteDeck(deckId: string): Promise<null> {
  return apiSend<null>('DELETE', `/api/decks/${encodeURIComponent(deckId)}`);
}

const deletionKey = ['decks', 'delete'] as const;

/** Its delete has been asked for and not refused: the deck is going or gone. */
function isBeingDeleted(queryClient: QueryClient, deckId: string): boolean {
  return (
    queryClient.getMutationCache().findAll({
      mutationKey: deletionKey,
      predicate: (mutation) => mutation.state.variables === deckId && mutation.state.status !== 'error',
    }).length > 0
  );
}

/**
 * What a query about one deck answers once the deck's delete has started: what it has. The page
 * that deleted it shows the deck until it leaves, and anything there may ask again meanwhile (a
 * poll, the news that the deck is ready): the answer could only be a 404.
 */
export function keepWhileDeleting<T>(
  { client, queryKey }: { client: QueryClient; queryKey: QueryKey },
  deckId: string,
  fetch: () => Promise<T>,
): Promise<T> {
  const shown = client.getQueryData<T>(queryKey);
  return shown !== undefined && isBeingDeleted(client, deckId) ? Promise.resolve(shown) : fetch();
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deletionKey,
    mutationFn: deleteDeck,
    // Forgotten once the page that asked for it is gone: until then its success keeps that page's
    // queries of the deck from asking again (keepWhileDeleting); a later visit is told it is gone.
    gcTime: 0,
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
