import type { JournalList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

export const editorJournalPageSize = 50;

/** GET /api/journals (every subject): there is no editor list; the public one, never from cache. */
export const editorJournalsQuery = (page: number) =>
  queryOptions({
    queryKey: editorKeys.journalPage(page),
    queryFn: ({ signal }) =>
      apiGet<JournalList>(`/api/journals?subject=all&page=${page}&pageSize=${editorJournalPageSize}`, {
        signal,
        fresh: true,
      }),
  });

export function useEditorJournals(page: number) {
  return useQuery({ ...editorJournalsQuery(page), placeholderData: keepPreviousData });
}
