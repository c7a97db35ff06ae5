import type { DeckDetail, DeckMetadata } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { ApiError } from '../../../lib/api-client.ts';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';

/**
 * The metadata as the multipart fields the server reads (slides-api.md): text fields first,
 * the file last, so the server can check the fields before it stores a single byte.
 */
export function deckFormData(metadata: DeckMetadata | null, file: File): FormData {
  const form = new FormData();
  if (metadata) {
    form.append('title', metadata.title);
    form.append('description', metadata.description ?? '');
    form.append('category', metadata.category);
    form.append('subCategory', metadata.subCategory);
    form.append('tags', JSON.stringify(metadata.tags ?? []));
    form.append('allowDownload', String(metadata.allowDownload ?? true));
  }
  form.append('file', file, file.name);
  return form;
}

/** A 413 from a proxy in front of the server has no JSON body; it still means "too large". */
export function withDeckMessages(error: unknown): never {
  if (error instanceof ApiError && error.status === 413 && error.code === 'internal') {
    throw new ApiError(413, 'bad_request', deckMessages.tooLarge);
  }
  throw error;
}

/** POST /api/decks: the new deck, queued for processing. */
export function uploadDeck(
  input: { metadata: DeckMetadata; file: File },
  options: UploadOptions,
): Promise<DeckDetail> {
  return apiUpload<DeckDetail>('POST', '/api/decks', deckFormData(input.metadata, input.file), options).catch(
    withDeckMessages,
  );
}
