import type { PersonList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type FollowSide, peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

export const followPeoplePageSize = 20;

/** One page of a member's followers, or of the people they follow; the latest follow first. */
export const followPeopleQuery = (username: string, side: FollowSide, page: number, after: string) =>
  queryOptions({
    queryKey: peopleKeys.people(username, side, page, after),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(followPeoplePageSize) });
      if (after) search.set('after', after);
      return apiGet<PersonList>(peoplePath(username, `/${side}?${search}`), { signal });
    },
  });

export function useFollowPeople(username: string, side: FollowSide, page: number, after: string) {
  return useQuery({
    ...followPeopleQuery(username, side, page, after),
    // The page on screen stays while the next page of the same list loads; the other list
    // never stands in for this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === side ? keepPreviousData(previous) : undefined,
  });
}
