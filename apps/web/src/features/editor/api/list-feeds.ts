import type { FeedList } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** A new feed's first fetch runs in the background: the list is asked again until it has run. */
const firstFetchPollMs = 3_000;

/** GET /api/editor/feeds: every feed with how its fetching goes. */
export const editorFeedsQuery = () =>
  queryOptions({
    queryKey: editorKeys.feeds,
    queryFn: ({ signal }) => apiGet<FeedList>('/api/editor/feeds', { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((feed) => feed.active && !feed.lastFetchedAt) ? firstFetchPollMs : false,
  });

export function useEditorFeeds() {
  return useQuery(editorFeedsQuery());
}
