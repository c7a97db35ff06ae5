import type { FeedList } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { feedItemKeys } from '../../articles/index.ts';
import { editorKeys } from './editor-keys.ts';

/** DELETE /api/editor/feeds/:id: the feed and its items go; journals that used it keep existing. */
export function deleteFeed(id: string): Promise<null> {
  return apiSend<null>('DELETE', `/api/editor/feeds/${encodeURIComponent(id)}`);
}

export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: async (_, id) => {
      queryClient.setQueryData(editorKeys.feeds, (list: FeedList | undefined) =>
        list ? { items: list.items.filter((feed) => feed.id !== id) } : list,
      );
      // Its items leave the public lists, and journals that linked it now have no feed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: editorKeys.lists('journals') }),
      ]);
    },
  });
}
