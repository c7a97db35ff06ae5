import type { FollowingFeed } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const followingFeedQuery = (page: number) =>
  queryOptions({
    queryKey: ['following-feed', page] as const,
    queryFn: ({ signal }) => apiGet<FollowingFeed>(`/api/following/feed?page=${page}`, { signal }),
  });

/** "New from people you follow", a page at a time; the page shown stays while the next loads. */
export function useFollowingFeed(page: number, enabled: boolean) {
  return useQuery({ ...followingFeedQuery(page), enabled, placeholderData: keepPreviousData });
}
