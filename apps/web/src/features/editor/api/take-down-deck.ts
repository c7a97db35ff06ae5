import type { ReportActionResult, TakeDownBody } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { deckKeys } from '../../slides/index.ts';
import { editorKeys } from './editor-keys.ts';

/** POST /api/editor/reports/:deckId/take-down: the deck goes for everyone but its owner. */
export function takeDownDeck({
  deckId,
  note,
}: { deckId: string } & TakeDownBody): Promise<ReportActionResult> {
  return apiSend<ReportActionResult>('POST', `/api/editor/reports/${encodeURIComponent(deckId)}/take-down`, {
    note,
  });
}

export function useTakeDownDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeDownDeck,
    // The deck also leaves every list this tab may have loaded.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editorKeys.reportLists }),
        queryClient.invalidateQueries({ queryKey: deckKeys.all }),
      ]),
  });
}
