import type { Feed } from '@medshelf/shared';
import { bookLimits } from '@medshelf/shared/contracts/books';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { createJournal } from '../api/create-journal.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { type JournalForm, journalFields, useJournalForm } from '../hooks/use-journal-form.ts';
import { isCoverRefusal, precheckCover } from './book-upload-errors.ts';
import { JournalFields } from './journal-fields.tsx';
import { LibraryCreate } from './library-create.tsx';

export const journalCoverHint = (t: Translate) =>
  t('editor.journal.coverHint', { mb: bookLimits.maxCoverBytes / (1024 * 1024) });

/** Server messages beside their fields (a feed URL names the feed field, a taken slug the slug). */
export function placeJournalError(form: JournalForm, error: ApiError): boolean {
  return placeServerErrors(form.setError, error, journalFields, {
    aliases: { feedUrl: 'feedId' },
    conflictField: 'slug',
  });
}

/** A new journal: every field, the feed to take its articles from, an optional cover. */
export function JournalCreate({ feeds, onDone }: { feeds: Feed[]; onDone(): void }) {
  const queryClient = useQueryClient();
  const t = useT();
  const serverText = useServerText();
  const form = useJournalForm();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const transfer = useUploadTransfer(createJournal);
  const sending = transfer.state.phase === 'sending';

  const submit = form.handleSubmit(async (journal) => {
    const problem = precheckCover(cover);
    setCoverError(problem);
    if (problem) return;
    const outcome = await transfer.start({ journal, cover });
    if (!outcome.ok) {
      const error = outcome.error;
      if (!error) return;
      const coverDetail = error.details.find((detail) => detail.path === 'cover');
      if (coverDetail || isCoverRefusal(error)) {
        setCoverError(coverDetail?.message ?? error.message);
        transfer.reset();
      } else if (placeJournalError(form, error)) transfer.reset();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: editorKeys.lists('journals') });
    notify('success', t('editor.added', { name: outcome.value.name }));
    onDone();
  });

  return (
    <LibraryCreate noun="journal" onSubmit={submit} transfer={transfer} onDone={onDone}>
      <JournalFields form={form} feeds={feeds} disabled={sending} />
      <FilePicker
        label={t('editor.field.coverImage')}
        hint={journalCoverHint(t)}
        accept={bookLimits.acceptCover}
        file={cover}
        onFile={(file) => {
          setCover(file);
          setCoverError(precheckCover(file));
          transfer.reset();
        }}
        error={coverError === null ? null : serverText(coverError)}
        disabled={sending}
      />
    </LibraryCreate>
  );
}
