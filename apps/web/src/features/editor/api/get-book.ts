import type { BookDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';
import { bookPollMs, isBookProcessing } from './list-books.ts';

/** GET /api/books/:id: every field of a book, with its processing (shown to editors only). */
export const editorBookQuery = (id: string) =>
  queryOptions({
    queryKey: editorKeys.book(id),
    queryFn: ({ signal }) => apiGet<BookDetail>(`/api/books/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (isBookProcessing(query.state.data?.processing?.status) ? bookPollMs : false),
  });

export function useEditorBook(id: string) {
  return useQuery(editorBookQuery(id));
}
