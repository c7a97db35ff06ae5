import type { DeckDetail, LikeState } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** PUT likes the deck, DELETE takes the like back; both answer the new count. */
export function setDeckLiked(deckId: string, liked: boolean): Promise<LikeState> {
  return apiSend<LikeState>(liked ? 'PUT' : 'DELETE', `/api/decks/${encodeURIComponent(deckId)}/like`);
}

/**
 * The like shows at once (optimistic) and is put back if the server refuses, so a slow network
 * never makes the button feel broken.
 */
export function useLikeDeck(deckId: string) {
  const queryClient = useQueryClient();
  const key = deckKeys.detail(deckId);
  const patch = (state: LikeState) =>
    queryClient.setQueryData<DeckDetail>(key, (deck) =>
      deck ? { ...deck, likes: state.likes, viewer: { ...deck.viewer, liked: state.liked } } : deck,
    );
  return useMutation({
    mutationFn: (liked: boolean) => setDeckLiked(deckId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<DeckDetail>(key);
      if (before && before.viewer.liked !== liked) {
        patch({ liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
      }
      return { before };
    },
    onError: (_error, _liked, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: patch,
  });
}
