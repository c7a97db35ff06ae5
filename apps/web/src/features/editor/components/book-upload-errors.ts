import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import type { ApiError } from '../../../lib/api-client.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { type BookForm, bookFields } from '../hooks/use-book-form.ts';

const pdfMessages = new Set<string>([
  bookMessages.pdfTooLarge,
  bookMessages.tooManyPages,
  bookMessages.notAPdf,
  bookMessages.corrupt,
  bookMessages.encrypted,
  bookMessages.pdfRequired,
  bookMessages.pdfOrLink,
]);
const coverMessages = new Set<string>([
  bookMessages.coverTooLarge,
  bookMessages.notAnImage,
  bookMessages.coverRequired,
]);

export const coverHint = (t: Translate) =>
  t('editor.coverHint', { mb: bookLimits.maxCoverBytes / (1024 * 1024) });

/** The checks the browser can make before sending a byte, in the server's own words. */
export function precheckPdf(file: File | null): string | null {
  if (!file) return null;
  if (file.size === 0) return bookMessages.empty;
  return file.size > bookLimits.maxPdfBytes ? bookMessages.pdfTooLarge : null;
}

export function precheckCover(file: File | null): string | null {
  if (!file) return null;
  if (file.size === 0) return bookMessages.empty;
  return file.size > bookLimits.maxCoverBytes ? bookMessages.coverTooLarge : null;
}

/** A refusal of a cover image itself (too large, not an image). */
export function isCoverRefusal(error: ApiError): boolean {
  return (error.status === 400 || error.status === 413) && coverMessages.has(error.message);
}

export interface FileErrorSetters {
  pdf(message: string): void;
  cover(message: string): void;
}

/**
 * Where a failed upload's message goes: per-field messages beside their fields, a problem with
 * a file beside its picker, anything else (a duplicate, a dropped connection, a server fault) in
 * the transfer status. Returns true when the transfer status should keep showing it.
 */
export function placeBookUploadError(
  form: BookForm | null,
  error: ApiError,
  files: FileErrorSetters,
): boolean {
  let placed = false;
  for (const detail of error.details) {
    if (detail.path === 'pdf' || detail.path === 'cover') {
      files[detail.path](detail.message);
      placed = true;
    }
  }
  if (form && placeServerErrors(form.setError, error, bookFields)) placed = true;
  if (placed) return false;
  if (error.status === 400 || error.status === 413) {
    if (pdfMessages.has(error.message)) {
      files.pdf(error.message);
      return false;
    }
    if (coverMessages.has(error.message)) {
      files.cover(error.message);
      return false;
    }
  }
  return true;
}
