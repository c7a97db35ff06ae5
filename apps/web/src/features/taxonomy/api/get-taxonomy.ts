import type { TaxonomyResponse } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const taxonomyQuery = () =>
  queryOptions({
    queryKey: ['taxonomy'],
    queryFn: ({ signal }) => apiGet<TaxonomyResponse>('/api/taxonomy', { signal, offlineFromCache: true }),
    staleTime: 60 * 60_000,
    // Tried once even offline: the answer fetched a moment ago may still be in the HTTP cache
    // (apiGet reads only the cache then), so the subjects show on an offline start.
    networkMode: 'offlineFirst',
  });

export function useTaxonomy() {
  return useQuery(taxonomyQuery());
}
