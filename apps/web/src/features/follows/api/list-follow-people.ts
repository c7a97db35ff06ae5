import type { PersonList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type FollowSide, peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

export const followPeoplePageSize = 20;

/** One page of a member's followers, or of the people they follow; the latest follow first. */
export const followPeopleQuery = (username: string, side: FollowSide, page: number) =>
  queryOptions({
    queryKey: peopleKeys.people(username, side, page),
    queryFn: ({ signal }) =>
      apiGet<PersonList>(peoplePath(username, `/${side}?page=${page}&pageSize=${followPeoplePageSize}`), {
        signal,
      }),
  });

export function useFollowPeople(username: string, side: FollowSide, page: number) {
  return useQuery({
    ...followPeopleQuery(username, side, page),
    // The page on screen stays while the next page of the same list loads; the other list
    // never stands in for this one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === side ? keepPreviousData(previous) : undefined,
  });
}
