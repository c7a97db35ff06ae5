import type { BookList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type BookListParams, bookKeys } from './book-keys.ts';

export const bookListPageSize = 24;

/** One page of the books of a tab (or of the visitor's subjects on "All"), newest or by title. */
export const bookListQuery = (params: BookListParams) =>
  queryOptions({
    queryKey: bookKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        subject: params.subject,
        sort: params.sort,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.subject === 'all' && params.subjects.length)
        search.set('subjects', params.subjects.join(','));
      if (params.after) search.set('after', params.after);
      return apiGet<BookList>(`/api/books?${search}`, { signal });
    },
  });

/**
 * The list a link asks for: `?sort=`, `?page=` and `?after=` read here, the tab and the subjects decided by
 * the caller (the page knows the visitor's preference; the route loader only an explicit tab).
 */
export function bookListParamsFrom(search: URLSearchParams, tab: string, subjects: string[]): BookListParams {
  const page = Number(search.get('page'));
  return {
    subject: tab,
    subjects,
    sort: search.get('sort') === 'title' ? 'title' : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: bookListPageSize,
    after: search.get('after') ?? '',
  };
}

export function useBookList(params: BookListParams) {
  // The page on screen stays while the next one loads: the grid is replaced, never blanked.
  return useQuery({ ...bookListQuery(params), placeholderData: keepPreviousData });
}
