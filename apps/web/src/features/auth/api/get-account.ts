import type { Account } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The signed-in account, or null for an anonymous visitor. */
export const accountQuery = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => apiGet<Account | null>('/api/account', { signal }),
    staleTime: 5 * 60_000,
  });

export function useAccount() {
  return useQuery(accountQuery());
}
