import type { Feed, FeedPatch } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { replaceFeedInList } from './replace-feed-in-list.ts';

/** PATCH /api/editor/feeds/:id: a new URL, kind, source name or subject, or fetching on or off. */
export function updateFeed(id: string, patch: FeedPatch): Promise<Feed> {
  return apiSend<Feed>('PATCH', `/api/editor/feeds/${encodeURIComponent(id)}`, patch);
}

export function useUpdateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FeedPatch }) => updateFeed(id, patch),
    onSuccess: (feed) => replaceFeedInList(queryClient, feed),
  });
}
