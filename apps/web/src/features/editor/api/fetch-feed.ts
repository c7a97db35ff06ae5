import type { Feed } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { replaceFeedInList } from './replace-feed-in-list.ts';

/** POST /api/editor/feeds/:id/fetch: fetches now and answers with the outcome (lastError). */
export function fetchFeed(id: string): Promise<Feed> {
  return apiSend<Feed>('POST', `/api/editor/feeds/${encodeURIComponent(id)}/fetch`);
}

export function useFetchFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchFeed,
    onSuccess: (feed) => replaceFeedInList(queryClient, feed),
  });
}
