import type { PageText } from '@medshelf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/**
 * A page's words with their boxes, from the address its page names (`DeckPage.textLayer`).
 * The address carries the file version, so what was fetched never goes stale. Shared by the
 * viewer's text layer and the highlights drawn over it, so the words are fetched once.
 */
export const pageTextQuery = (address: string) =>
  queryOptions({
    queryKey: ['page-text', address],
    queryFn: ({ signal }) => apiGet<PageText>(address, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
