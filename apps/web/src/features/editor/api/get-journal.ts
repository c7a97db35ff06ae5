import type { JournalDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from './editor-keys.ts';
import { freshGet } from './fresh-get.ts';

/** GET /api/journals/:slug: every field of a journal (its description too), never from cache. */
export const editorJournalQuery = (slug: string) =>
  queryOptions({
    queryKey: editorKeys.journal(slug),
    queryFn: ({ signal }) => freshGet<JournalDetail>(`/api/journals/${encodeURIComponent(slug)}`, { signal }),
  });

export function useEditorJournal(slug: string) {
  return useQuery(editorJournalQuery(slug));
}
