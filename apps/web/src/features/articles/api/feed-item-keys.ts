import type { FeedKind } from '@medshelf/shared';

/** What one page of an article or news list is asked for; every value comes from the URL. */
export interface FeedListParams {
  kind: FeedKind;
  subject: string | null;
  source: string | null;
  page: number;
  pageSize: number;
  /** The `next` cursor of the page before, from the pager's Next link; empty: by page number. */
  after: string;
}

/**
 * Query keys of articles and news in one place: an editor's fetch can then refresh every list
 * with `['feed-items']`, and a route loader builds exactly the key its page will read.
 */
export const feedItemKeys = {
  all: ['feed-items'] as const,
  list: (params: FeedListParams) => ['feed-items', 'list', params] as const,
  detail: (titleSlug: string, sourceSlug: string) =>
    ['feed-items', 'detail', titleSlug.toLowerCase(), sourceSlug.toLowerCase()] as const,
  related: (sourceSlug: string, kind: FeedKind) => ['feed-items', 'related', sourceSlug, kind] as const,
  sources: (kind: FeedKind) => ['feed-items', 'sources', kind] as const,
};
