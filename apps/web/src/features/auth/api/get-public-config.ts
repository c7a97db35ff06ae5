import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface PublicConfig {
  socialProviders: ('google' | 'facebook')[];
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiGet<PublicConfig>('/api/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
