import type { FeedItemList, FeedKind } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type FeedListParams, feedItemKeys } from './feed-item-keys.ts';

export const feedListPageSize = 20;

/**
 * The list's state as the URL holds it (`?subject=&source=&page=&after=`), read the same way by the
 * page and by its route loader, so the loader's prefetch is the very query the page uses.
 */
export function feedListParams(kind: FeedKind, search: URLSearchParams): FeedListParams {
  const page = Number(search.get('page'));
  return {
    kind,
    subject: search.get('subject') || null,
    source: search.get('source') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: feedListPageSize,
    after: search.get('after') ?? '',
  };
}

/** GET /api/feed-items: one page of articles or news, newest first. */
export const feedListQuery = (params: FeedListParams) =>
  queryOptions({
    queryKey: feedItemKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        kind: params.kind,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.subject) search.set('subject', params.subject);
      if (params.source) search.set('source', params.source);
      if (params.after) search.set('after', params.after);
      return apiGet<FeedItemList>(`/api/feed-items?${search}`, { signal });
    },
  });

export function useFeedList(params: FeedListParams) {
  // The page on screen stays while the next one loads: the list is replaced, never blanked.
  return useQuery({ ...feedListQuery(params), placeholderData: keepPreviousData });
}
