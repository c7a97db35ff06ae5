import type { JournalList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from './editor-keys.ts';
import { freshGet } from './fresh-get.ts';

export const editorJournalPageSize = 50;

/** GET /api/journals (every subject): there is no editor list; the public one, never from cache. */
export const editorJournalsQuery = (page: number) =>
  queryOptions({
    queryKey: editorKeys.journalPage(page),
    queryFn: ({ signal }) =>
      freshGet<JournalList>(`/api/journals?subject=all&page=${page}&pageSize=${editorJournalPageSize}`, {
        signal,
      }),
  });

export function useEditorJournals(page: number) {
  return useQuery({ ...editorJournalsQuery(page), placeholderData: keepPreviousData });
}
