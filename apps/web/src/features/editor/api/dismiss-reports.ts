import type { ReportActionResult } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** POST /api/editor/reports/:deckId/dismiss: the reports were unfounded; the deck stays. */
export function dismissReports(deckId: string): Promise<ReportActionResult> {
  return apiSend<ReportActionResult>('POST', `/api/editor/reports/${encodeURIComponent(deckId)}/dismiss`);
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.reportLists }),
  });
}
