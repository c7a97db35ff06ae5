import type { Feed, FeedList } from '@medshelf/shared';
import type { QueryClient } from '@tanstack/react-query';
import { feedItemKeys } from '../../articles/index.ts';
import { editorKeys } from './editor-keys.ts';

/**
 * A feed the server answered with replaces the one in the editor's list, and the public article
 * and news lists load again when next shown (its items, name or kind may have changed).
 */
export function replaceFeedInList(queryClient: QueryClient, feed: Feed) {
  queryClient.setQueryData(editorKeys.feeds, (list: FeedList | undefined) =>
    list ? { items: list.items.map((item) => (item.id === feed.id ? feed : item)) } : list,
  );
  return queryClient.invalidateQueries({ queryKey: feedItemKeys.all });
}
