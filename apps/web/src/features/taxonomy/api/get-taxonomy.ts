import type { TaxonomyResponse } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const taxonomyQuery = () =>
  queryOptions({
    queryKey: ['taxonomy'],
    queryFn: ({ signal }) => apiGet<TaxonomyResponse>('/api/taxonomy', { signal }),
    staleTime: 60 * 60_000,
  });

export function useTaxonomy() {
  return useQuery(taxonomyQuery());
}
