import type { CommentBody, CommentList, DeckComment, DeckDetail } from '@medshelf/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

const commentPageSize = 20;
const base = (deckId: string) => `/api/decks/${encodeURIComponent(deckId)}/comments`;

/** Comments newest first, a page at a time ("Show more comments" asks for the next). */
export const deckCommentsQuery = (deckId: string) =>
  infiniteQueryOptions({
    queryKey: deckKeys.comments(deckId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<CommentList>(`${base(deckId)}?page=${pageParam}&pageSize=${commentPageSize}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useDeckComments(deckId: string, enabled: boolean) {
  return useInfiniteQuery({ ...deckCommentsQuery(deckId), enabled });
}

/** Keeps the comment count beside the heading in step with what was added or removed. */
function useBumpCommentCount(deckId: string) {
  const queryClient = useQueryClient();
  return (by: number) =>
    queryClient.setQueryData<DeckDetail>(deckKeys.detail(deckId), (deck) =>
      deck ? { ...deck, commentCount: Math.max(0, deck.commentCount + by) } : deck,
    );
}

export function useAddComment(deckId: string) {
  const queryClient = useQueryClient();
  const bump = useBumpCommentCount(deckId);
  return useMutation({
    mutationFn: (body: CommentBody) => apiSend<DeckComment>('POST', base(deckId), body),
    onSuccess: () => {
      bump(1);
      // Paging is by position, so a new comment at the top moves every page: load them again.
      return queryClient.invalidateQueries({ queryKey: deckKeys.comments(deckId) });
    },
  });
}

/** Deletes a comment; `removes` counts it and its replies, which go with it. */
export function useDeleteComment(deckId: string) {
  const queryClient = useQueryClient();
  const bump = useBumpCommentCount(deckId);
  return useMutation({
    mutationFn: ({ commentId }: { commentId: string; removes: number }) =>
      apiSend<null>('DELETE', `${base(deckId)}/${encodeURIComponent(commentId)}`),
    onSuccess: (_answer, { removes }) => {
      bump(-removes);
      return queryClient.invalidateQueries({ queryKey: deckKeys.comments(deckId) });
    },
  });
}
