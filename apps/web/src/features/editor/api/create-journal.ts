import type { JournalDetail, ValidJournalInput } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { itemFormData } from './library-items.ts';

export interface NewJournal {
  journal: ValidJournalInput;
  cover: File | null;
}

/** POST /api/editor/journals (multipart: the fields, then an optional cover); empty values left out. */
export function createJournal(
  { journal, cover }: NewJournal,
  options: UploadOptions,
): Promise<JournalDetail> {
  const fields = {
    name: journal.name,
    slug: journal.slug,
    publisher: journal.publisher,
    issn: journal.issn,
    subject: journal.subject,
    homepage: journal.homepage,
    description: journal.description,
    feedId: journal.feedId,
  };
  return apiUpload<JournalDetail>('POST', '/api/editor/journals', itemFormData(fields, { cover }), options);
}
