import type { JournalDetail } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';

/** PUT /api/editor/journals/:id/cover (multipart: cover): stored as a 300×400 WebP. */
export function replaceJournalCover(
  { journalId, file }: { journalId: string; file: File },
  options: UploadOptions,
): Promise<JournalDetail> {
  const form = new FormData();
  form.append('cover', file, file.name);
  return apiUpload<JournalDetail>(
    'PUT',
    `/api/editor/journals/${encodeURIComponent(journalId)}/cover`,
    form,
    options,
  );
}
