import type { PublicProfile } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

/** A member's public profile: details, counts, and whether the viewer follows them. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: peopleKeys.profile(username),
    queryFn: ({ signal }) => apiGet<PublicProfile>(peoplePath(username), { signal }),
  });

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
