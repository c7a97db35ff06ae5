import type { JournalList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type JournalListParams, journalKeys } from './journal-keys.ts';

export const journalListPageSize = 48;

/** One page of journals by name, of every subject or of one. */
export const journalListQuery = (params: JournalListParams) =>
  queryOptions({
    queryKey: journalKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        subject: params.subject,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.after) search.set('after', params.after);
      return apiGet<JournalList>(`/api/journals?${search}`, { signal });
    },
  });

export function useJournalList(params: JournalListParams) {
  // The page on screen stays while the next one loads: the grid is replaced, never blanked.
  return useQuery({ ...journalListQuery(params), placeholderData: keepPreviousData });
}

/** `?subject=`, `?page=` and `?after=` of /journal: one source for the page and its route loader. */
export function journalListParamsFrom(search: URLSearchParams): JournalListParams {
  const page = Number(search.get('page'));
  return {
    subject: search.get('subject') || 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: journalListPageSize,
    after: search.get('after') ?? '',
  };
}
