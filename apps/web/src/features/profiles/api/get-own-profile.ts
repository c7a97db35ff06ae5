import type { OwnProfile } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { peopleKeys } from '../../../lib/people-keys.ts';

/** The signed-in user's own details, as /profiledetails edits them. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: peopleKeys.own,
    queryFn: ({ signal }) => apiGet<OwnProfile>('/api/profile', { signal }),
    // What the form starts from must be what is saved now, not a minute ago.
    staleTime: 0,
  });

export function useOwnProfile() {
  return useQuery(ownProfileQuery());
}
