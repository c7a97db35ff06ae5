import type { EditorBookList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

export const editorBookPageSize = 25;
/** While a book's PDF is processed, its progress is asked for this often. */
export const bookPollMs = 2_000;

export const isBookProcessing = (status: string | undefined) =>
  status === 'queued' || status === 'processing';

/** GET /api/editor/books: every book with its processing status, recently changed first. */
export const editorBooksQuery = (page: number, after: string) =>
  queryOptions({
    queryKey: editorKeys.bookPage(page, after),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(editorBookPageSize) });
      if (after) search.set('after', after);
      return apiGet<EditorBookList>(`/api/editor/books?${search}`, { signal });
    },
    refetchInterval: (query) =>
      query.state.data?.items.some((book) => isBookProcessing(book.processing.status)) ? bookPollMs : false,
  });

export function useEditorBooks(page: number, after: string) {
  return useQuery({ ...editorBooksQuery(page, after), placeholderData: keepPreviousData });
}
