import type { ReportBody } from '@medshelf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

const deckPath = (deckId: string) => `/api/decks/${encodeURIComponent(deckId)}`;

/**
 * Anyone may report a deck (copyright, spam…), and a member a comment on it; an editor reviews
 * each report.
 */
export function useReport(deckId: string, commentId?: string) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiSend<{ ok: true }>(
        'POST',
        commentId
          ? `${deckPath(deckId)}/comments/${encodeURIComponent(commentId)}/reports`
          : `${deckPath(deckId)}/reports`,
        body,
      ),
  });
}
