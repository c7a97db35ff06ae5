import type { JournalDetail, ValidJournalInput } from '@medshelf/shared';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';

export interface NewJournal {
  journal: ValidJournalInput;
  cover: File | null;
}

/** POST /api/editor/journals (multipart: the fields, then an optional cover); empty values left out. */
export function createJournal(
  { journal, cover }: NewJournal,
  options: UploadOptions,
): Promise<JournalDetail> {
  const form = new FormData();
  const fields: Record<string, string | null | undefined> = {
    name: journal.name,
    slug: journal.slug,
    publisher: journal.publisher,
    issn: journal.issn,
    subject: journal.subject,
    homepage: journal.homepage,
    description: journal.description,
    feedId: journal.feedId,
  };
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  if (cover) form.append('cover', cover, cover.name);
  return apiUpload<JournalDetail>('POST', '/api/editor/journals', form, options);
}
