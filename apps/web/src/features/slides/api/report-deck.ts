import type { ReportBody } from '@medshelf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Anyone may report a deck (copyright, spam…); an editor reviews it. */
export function reportDeck(deckId: string, body: ReportBody): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('POST', `/api/decks/${encodeURIComponent(deckId)}/reports`, body);
}

export function useReportDeck(deckId: string) {
  return useMutation({ mutationFn: (body: ReportBody) => reportDeck(deckId, body) });
}
