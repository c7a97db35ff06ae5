import type { FeedKind, FeedSourceList } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { feedItemKeys } from './feed-item-keys.ts';

/** GET /api/feed-sources?kind=: the sources that have items of this kind, for the filter. */
export const feedSourcesQuery = (kind: FeedKind) =>
  queryOptions({
    queryKey: feedItemKeys.sources(kind),
    queryFn: ({ signal }) => apiGet<FeedSourceList>(`/api/feed-sources?kind=${kind}`, { signal }),
    // Sources change only when an editor adds a feed: no need to ask again on every visit.
    staleTime: 10 * 60_000,
  });

export function useFeedSources(kind: FeedKind) {
  return useQuery(feedSourcesQuery(kind));
}
