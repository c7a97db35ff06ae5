import type { DeckList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type MemberDeckTab, peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

export const memberDecksPageSize = 12;

/** One page of a member's uploads (newest first) or liked decks (latest like first). */
export const memberDecksQuery = (username: string, tab: MemberDeckTab, page: number, after: string) =>
  queryOptions({
    queryKey: peopleKeys.decks(username, tab, page, after),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(memberDecksPageSize) });
      if (after) search.set('after', after);
      return apiGet<DeckList>(peoplePath(username, `/${tab}?${search}`), { signal });
    },
  });

export function useMemberDecks(username: string, tab: MemberDeckTab, page: number, after: string) {
  // The page on screen stays while the next one loads: the grid is replaced, never blanked.
  return useQuery({ ...memberDecksQuery(username, tab, page, after), placeholderData: keepPreviousData });
}
