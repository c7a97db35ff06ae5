import type { DeckDetail } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { deckFormData, withDeckMessages } from './upload-deck.ts';

/** PUT /api/decks/:id/file: a new file for the deck; its pages are rendered again. */
export function replaceDeckFile(
  input: { deckId: string; file: File },
  options: UploadOptions,
): Promise<DeckDetail> {
  return apiUpload<DeckDetail>(
    'PUT',
    `/api/decks/${encodeURIComponent(input.deckId)}/file`,
    deckFormData(null, input.file),
    options,
  ).catch(withDeckMessages);
}
