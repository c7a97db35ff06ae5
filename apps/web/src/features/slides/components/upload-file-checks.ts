import { deckLimits, deckMessages } from '@medshelf/shared/deck-limits';
import type { ApiError } from '../../../lib/api-client.ts';
import { type DeckForm, showServerFieldErrors } from '../hooks/use-upload-form.ts';

/**
 * The checks the browser can make before sending a single byte, with the server's own
 * messages. Only size: whether it is really a PDF or a presentation the server decides by
 * its content, never by its name.
 */
export function precheckFile(file: File): string | null {
  if (file.size === 0) return deckMessages.empty;
  if (file.size > deckLimits.maxBytes) return deckMessages.tooLarge;
  return null;
}

/** A refusal about the file itself (not a PDF, damaged, too large…) belongs next to the picker. */
export function isFileProblem(error: ApiError): boolean {
  return (error.status === 400 || error.status === 413) && error.code !== 'validation_failed';
}

/**
 * Where a failed upload's message goes: per-field messages beside their fields, a problem with
 * the file beside the picker, anything else (a dropped connection, a server fault) in the
 * transfer status with Retry. Returns true when the transfer status should keep showing it.
 */
export function placeUploadError(form: DeckForm | null, error: ApiError, setFileError: (m: string) => void) {
  if (form && error.code === 'validation_failed' && showServerFieldErrors(form, error)) return false;
  if (isFileProblem(error)) {
    setFileError(error.message);
    return false;
  }
  return true;
}
