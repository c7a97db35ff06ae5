import type { BookCard } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { bookKeys } from './book-keys.ts';

/** Books of the same category first, then of the same subject. */
export const relatedBooksQuery = (id: string) =>
  queryOptions({
    queryKey: bookKeys.related(id),
    queryFn: ({ signal }) =>
      apiGet<{ items: BookCard[] }>(`/api/books/${encodeURIComponent(id)}/related`, { signal }),
    staleTime: 5 * 60_000,
  });

export function useRelatedBooks(id: string) {
  return useQuery(relatedBooksQuery(id));
}
