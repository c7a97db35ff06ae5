import type { BookSort } from '@medshelf/shared';

/**
 * Query keys of everything about books, in one place: `['books']` refreshes all of them when an
 * editor changes the library.
 */
export const bookKeys = {
  all: ['books'] as const,
  list: (params: BookListParams) =>
    ['books', 'list', { ...params, subjects: [...params.subjects].sort() }] as const,
  detail: (id: string) => ['books', 'detail', id] as const,
  related: (id: string) => ['books', 'detail', id, 'related'] as const,
};

export interface BookListParams {
  /** The tab: 'all' or a subject slug. */
  subject: string;
  /** On the 'all' tab, the visitor's own subjects; empty means every subject. */
  subjects: string[];
  sort: BookSort;
  page: number;
  pageSize: number;
  /** The `next` cursor of the page before, from the pager's Next link; empty: by page number. */
  after: string;
}
