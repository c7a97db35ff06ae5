import type { Feed, FeedInput, FeedList } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** POST /api/editor/feeds: registers a feed; the server queues its first fetch at once. */
export function createFeed(input: FeedInput): Promise<Feed> {
  return apiSend<Feed>('POST', '/api/editor/feeds', input);
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: (feed) => {
      // In the list at once; the list's own poll then follows its first fetch.
      queryClient.setQueryData(editorKeys.feeds, (list: FeedList | undefined) =>
        list ? { items: [feed, ...list.items] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: editorKeys.feeds });
    },
  });
}
