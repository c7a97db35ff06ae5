import type { BookDetail } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { withBookMessages } from './book-form-data.ts';

/** PUT /api/editor/books/:id/pdf (multipart: pdf): a new PDF, processed again. */
export function replaceBookPdf(
  { bookId, file }: { bookId: string; file: File },
  options: UploadOptions,
): Promise<BookDetail> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  return apiUpload<BookDetail>(
    'PUT',
    `/api/editor/books/${encodeURIComponent(bookId)}/pdf`,
    form,
    options,
  ).catch(withBookMessages);
}
