import type { FeedItemDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { feedItemKeys } from './feed-item-keys.ts';

const enc = encodeURIComponent;

/** GET /api/feed-items/by-slug/:titleSlug/:sourceSlug: the article or news item an /articledetails link names. */
export const feedItemQuery = (titleSlug: string, sourceSlug: string) =>
  queryOptions({
    queryKey: feedItemKeys.detail(titleSlug, sourceSlug),
    queryFn: ({ signal }) =>
      apiGet<FeedItemDetail>(`/api/feed-items/by-slug/${enc(titleSlug)}/${enc(sourceSlug)}`, { signal }),
  });

export function useFeedItem(titleSlug: string, sourceSlug: string) {
  return useQuery(feedItemQuery(titleSlug, sourceSlug));
}
