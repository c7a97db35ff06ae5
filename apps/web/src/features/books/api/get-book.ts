import type { BookDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { bookKeys } from './book-keys.ts';

/** While an editor watches a book being processed, its status is asked for this often. */
const processingPollMs = 3_000;

const isProcessing = (book: BookDetail | undefined) =>
  book?.processing?.status === 'queued' || book?.processing?.status === 'processing';

/** A book with every field and its reader pages (images only: the PDF itself is never fetched). */
export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: bookKeys.detail(id),
    queryFn: ({ signal }) => apiGet<BookDetail>(`/api/books/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (isProcessing(query.state.data) ? processingPollMs : false),
  });

export function useBook(id: string) {
  return useQuery(bookQuery(id));
}
