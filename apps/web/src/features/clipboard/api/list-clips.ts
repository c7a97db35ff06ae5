import type { ClipList } from '@medshelf/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { clipKeys } from './clip-keys.ts';

const clipPageSize = 12;

/** A member's clipboard, newest first, a page at a time ("Show more clips" asks for the next). */
export const clipsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: clipKeys.person(username),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ClipList>(
        `/api/people/${encodeURIComponent(username)}/clips?page=${pageParam}&pageSize=${clipPageSize}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useClips(username: string) {
  return useInfiniteQuery(clipsQuery(username));
}
