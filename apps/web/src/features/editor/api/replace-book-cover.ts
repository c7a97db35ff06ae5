import type { BookDetail } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';

/** PUT /api/editor/books/:id/cover (multipart: cover): stored as WebP. */
export function replaceBookCover(
  { bookId, file }: { bookId: string; file: File },
  options: UploadOptions,
): Promise<BookDetail> {
  const form = new FormData();
  form.append('cover', file, file.name);
  return apiUpload<BookDetail>('PUT', `/api/editor/books/${encodeURIComponent(bookId)}/cover`, form, options);
}
