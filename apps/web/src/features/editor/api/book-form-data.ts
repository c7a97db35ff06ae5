import type { ValidBookInput } from '@medshelf/shared';
import { bookMessages } from '@medshelf/shared/book-messages';
import { ApiError } from '../../../lib/api-client.ts';
import { itemFormData } from './library-items.ts';

/**
 * A checked book as the multipart fields the server reads. Authors go as a JSON array, since a
 * name may hold a comma ("Guyton, Arthur").
 */
export function bookFormData(
  book: ValidBookInput,
  files: { pdf: File | null; cover: File | null },
): FormData {
  return itemFormData(
    {
      title: book.title,
      authors: book.authors.length ? JSON.stringify(book.authors) : null,
      edition: book.edition,
      year: book.year === null ? null : String(book.year),
      publisher: book.publisher,
      isbn: book.isbn,
      subject: book.subject,
      category: book.category,
      description: book.description,
      externalUrl: book.externalUrl,
    },
    files,
  );
}

/** A 413 from a proxy in front of the server has no JSON body; it still means "too large". */
export function withBookMessages(error: unknown): never {
  if (error instanceof ApiError && error.status === 413 && error.code === 'internal') {
    throw new ApiError(413, 'bad_request', bookMessages.pdfTooLarge);
  }
  throw error;
}
