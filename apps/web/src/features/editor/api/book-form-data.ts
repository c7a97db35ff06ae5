import type { ValidBookInput } from '@medshelf/shared';
import { bookMessages } from '@medshelf/shared/contracts/books';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A checked book as the multipart fields the server reads: text fields first, files last, so
 * the server can refuse bad fields before it stores a byte. Authors go as a JSON array, since
 * a name may hold a comma ("Guyton, Arthur"); empty values are left out.
 */
export function bookFormData(
  book: ValidBookInput,
  files: { pdf: File | null; cover: File | null },
): FormData {
  const form = new FormData();
  const fields: Record<string, string | null> = {
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
  };
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (files.pdf) form.append('pdf', files.pdf, files.pdf.name);
  if (files.cover) form.append('cover', files.cover, files.cover.name);
  return form;
}

/** A 413 from a proxy in front of the server has no JSON body; it still means "too large". */
export function withBookMessages(error: unknown): never {
  if (error instanceof ApiError && error.status === 413 && error.code === 'internal') {
    throw new ApiError(413, 'bad_request', bookMessages.pdfTooLarge);
  }
  throw error;
}
