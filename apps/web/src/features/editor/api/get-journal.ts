import type { JournalDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** GET /api/journals/:slug: every field of a journal (its description too), never from cache. */
export const editorJournalQuery = (slug: string) =>
  queryOptions({
    queryKey: editorKeys.journal(slug),
    queryFn: ({ signal }) =>
      apiGet<JournalDetail>(`/api/journals/${encodeURIComponent(slug)}`, { signal, fresh: true }),
  });

export function useEditorJournal(slug: string) {
  return useQuery(editorJournalQuery(slug));
}
