import type { FeedItemList, FeedKind } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { feedItemKeys } from './feed-item-keys.ts';

/** How many related items a page shows; one more is asked for, as the item itself may be among them. */
export const relatedCount = 4;

/** The newest items of the same source and kind: the list endpoint, filtered by source. */
export const relatedFeedItemsQuery = (sourceSlug: string, kind: FeedKind) =>
  queryOptions({
    queryKey: feedItemKeys.related(sourceSlug, kind),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ kind, source: sourceSlug, pageSize: String(relatedCount + 1) });
      return apiGet<FeedItemList>(`/api/feed-items?${search}`, { signal });
    },
  });

export function useRelatedFeedItems(sourceSlug: string, kind: FeedKind, exceptId: string) {
  return useQuery({
    ...relatedFeedItemsQuery(sourceSlug, kind),
    select: (list) => list.items.filter((item) => item.id !== exceptId).slice(0, relatedCount),
  });
}
