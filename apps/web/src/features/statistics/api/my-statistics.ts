import type { MemberStatistics } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { statisticsKeys } from './statistics-keys.ts';

/** Every deck of the signed-in member together, and each deck's sums. */
export const myStatisticsQuery = () =>
  queryOptions({
    queryKey: statisticsKeys.mine(),
    queryFn: ({ signal }) => apiGet<MemberStatistics>('/api/statistics/mine', { signal }),
    staleTime: 0,
  });

export function useMyStatistics(enabled = true) {
  return useQuery({ ...myStatisticsQuery(), enabled });
}
