import type { JournalDetail, JournalPatch } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** PATCH /api/editor/journals/:id: the fields sent change; null clears an optional one. */
export function updateJournal(id: string, patch: JournalPatch): Promise<JournalDetail> {
  return apiSend<JournalDetail>('PATCH', `/api/editor/journals/${encodeURIComponent(id)}`, patch);
}

export function useUpdateJournal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: JournalPatch) => updateJournal(id, patch),
    onSuccess: (journal) => {
      queryClient.setQueryData(editorKeys.journal(journal.slug), journal);
      return queryClient.invalidateQueries({ queryKey: editorKeys.journalLists });
    },
  });
}
