import type { JournalList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

export const editorJournalPageSize = 50;

/** GET /api/journals (every subject): there is no editor list; the public one, never from cache. */
export const editorJournalsQuery = (page: number, after: string) =>
  queryOptions({
    queryKey: editorKeys.journalPage(page, after),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        subject: 'all',
        page: String(page),
        pageSize: String(editorJournalPageSize),
      });
      if (after) search.set('after', after);
      return apiGet<JournalList>(`/api/journals?${search}`, { signal, fresh: true });
    },
  });

export function useEditorJournals(page: number, after: string) {
  return useQuery({ ...editorJournalsQuery(page, after), placeholderData: keepPreviousData });
}
