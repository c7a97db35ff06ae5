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
export const editorBooksQuery = (page: number) =>
  queryOptions({
    queryKey: editorKeys.bookPage(page),
    queryFn: ({ signal }) =>
      apiGet<EditorBookList>(`/api/editor/books?page=${page}&pageSize=${editorBookPageSize}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((book) => isBookProcessing(book.processing.status)) ? bookPollMs : false,
  });

export function useEditorBooks(page: number) {
  return useQuery({ ...editorBooksQuery(page), placeholderData: keepPreviousData });
}
