import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** DELETE /api/editor/journals/:id: the journal and its cover (its feed and articles stay). */
export function deleteJournal(id: string): Promise<null> {
  return apiSend<null>('DELETE', `/api/editor/journals/${encodeURIComponent(id)}`);
}

export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.journalLists }),
  });
}
