import type { DeckList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type MemberDeckTab, peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

export const memberDecksPageSize = 12;

/** One page of a member's uploads (newest first) or liked decks (latest like first). */
export const memberDecksQuery = (username: string, tab: MemberDeckTab, page: number) =>
  queryOptions({
    queryKey: peopleKeys.decks(username, tab, page),
    queryFn: ({ signal }) =>
      apiGet<DeckList>(peoplePath(username, `/${tab}?page=${page}&pageSize=${memberDecksPageSize}`), {
        signal,
      }),
  });

export function useMemberDecks(username: string, tab: MemberDeckTab, page: number) {
  // The page on screen stays while the next one loads: the grid is replaced, never blanked.
  return useQuery({ ...memberDecksQuery(username, tab, page), placeholderData: keepPreviousData });
}
