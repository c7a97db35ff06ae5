import type { Feed } from '@medshelf/shared';
import { bookLimits } from '@medshelf/shared/contracts/books';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { createJournal } from '../api/create-journal.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { type JournalForm, journalFields, useJournalForm } from '../hooks/use-journal-form.ts';
import { isCoverRefusal, precheckCover } from './book-upload-errors.ts';
import { JournalFields } from './journal-fields.tsx';

export const journalCoverHint = `Optional: JPEG, PNG, WebP, GIF or AVIF, up to ${bookLimits.maxCoverBytes / (1024 * 1024)} MB; shown at 300 × 400.`;

/** Server messages beside their fields (a feed URL names the feed field, a taken slug the slug). */
export function placeJournalError(form: JournalForm, error: ApiError): boolean {
  return placeServerErrors(form.setError, error, journalFields, {
    aliases: { feedUrl: 'feedId' },
    conflictField: 'slug',
  });
}

/** A new journal: every field, the feed to take its articles from, an optional cover. */
export function JournalCreate({ feeds, onDone }: { feeds: Feed[]; onDone(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const form = useJournalForm();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const transfer = useUploadTransfer(createJournal);
  const sending = transfer.state.phase === 'sending';

  useEffect(() => heading.current?.focus(), []);

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
    notify('success', `“${outcome.value.name}” is added.`);
    onDone();
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-700 bg-white p-4 sm:p-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Add a journal
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 space-y-6" aria-labelledby={headingId}>
        <JournalFields form={form} feeds={feeds} disabled={sending} />
        <FilePicker
          label="Cover image"
          hint={journalCoverHint}
          accept={bookLimits.acceptCover}
          file={cover}
          onFile={(file) => {
            setCover(file);
            setCoverError(precheckCover(file));
            transfer.reset();
          }}
          error={coverError}
          disabled={sending}
        />
        <UploadTransferStatus
          state={transfer.state}
          onCancel={transfer.cancel}
          onRetry={() => void submit()}
        />
        {sending ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')}>
              Add journal
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={onDone}>
              Cancel
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
