import type { BookDetail, ValidBookInput } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { bookFormData, withBookMessages } from './book-form-data.ts';

export interface NewBook {
  book: ValidBookInput;
  pdf: File | null;
  cover: File | null;
}

/** POST /api/editor/books (multipart, with upload progress): the new book, its PDF queued. */
export function createBook({ book, pdf, cover }: NewBook, options: UploadOptions): Promise<BookDetail> {
  return apiUpload<BookDetail>(
    'POST',
    '/api/editor/books',
    bookFormData(book, { pdf, cover }),
    options,
  ).catch(withBookMessages);
}
