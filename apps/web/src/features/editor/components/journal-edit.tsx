import type { Feed, JournalDetail } from '@medshelf/shared';
import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import { messages } from '@medshelf/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { useEditorJournal } from '../api/get-journal.ts';
import { replaceJournalCover } from '../api/replace-journal-cover.ts';
import { useUpdateJournal } from '../api/update-journal.ts';
import { journalFormValues, useJournalForm } from '../hooks/use-journal-form.ts';
import { precheckCover } from './book-upload-errors.ts';
import { journalCoverHint, placeJournalError } from './journal-create.tsx';
import { JournalFields } from './journal-fields.tsx';
import { ListProblem } from './panel-parts.tsx';
import { isFileRefusal, ReplaceFile } from './replace-file.tsx';

interface JournalEditProps {
  slug: string;
  feeds: Feed[];
  onDone(): void;
}

/** Edit a journal: its details (saved as a patch) and its cover. */
export function JournalEdit({ slug, feeds, onDone }: JournalEditProps) {
  const { data: journal, isPending, isError, error, fetchStatus, refetch } = useEditorJournal(slug);
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">This journal will load when you are back online.</p>;
  }
  if (isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the journal…</span>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (isError) return <ListProblem message={error.message} onRetry={() => refetch()} />;
  return <JournalEditSections journal={journal} feeds={feeds} onDone={onDone} />;
}

function JournalEditSections({
  journal,
  feeds,
  onDone,
}: { journal: JournalDetail } & Omit<JournalEditProps, 'slug'>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const update = useUpdateJournal(journal.id);
  const form = useJournalForm(journalFormValues(journal));
  const [alert, setAlert] = useState<string | null>(null);
  const [cover, setCover] = useState(journal.cover);

  useEffect(() => heading.current?.focus(), []);

  const save = form.handleSubmit(async (patch) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(patch);
      form.reset(journalFormValues(saved));
      notify('success', `“${saved.name}” is saved.`);
    } catch (error) {
      if (error instanceof ApiError && placeJournalError(form, error)) return;
      setAlert(error instanceof Error ? error.message : messages.checkConnection);
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-8 rounded-xl border border-brand-700 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          Edit “{journal.name}”
        </h3>
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          Back to the list
        </button>
      </div>
      <form onSubmit={save} noValidate className="space-y-6" aria-labelledby={headingId}>
        <JournalFields form={form} feeds={feeds} disabled={update.isPending} />
        <FormAlert message={alert} />
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </form>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h4 className="font-semibold text-slate-900">Cover</h4>
        {cover ? (
          <img
            src={cover.url}
            alt={`Cover of ${journal.name}`}
            width={cover.width}
            height={cover.height}
            loading="lazy"
            className="h-auto w-24 rounded-lg border border-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-700">No cover yet.</p>
        )}
        <ReplaceFile
          label="New cover"
          hint={journalCoverHint}
          accept={bookLimits.acceptCover}
          action="Upload new cover"
          required={bookMessages.coverRequired}
          done="The new cover is saved."
          precheck={precheckCover}
          send={(file, options) => replaceJournalCover({ journalId: journal.id, file }, options)}
          isFileProblem={isFileRefusal}
          onSaved={(saved) => {
            setCover(saved.cover);
            queryClient.setQueryData(editorKeys.journal(saved.slug), saved);
            void queryClient.invalidateQueries({ queryKey: editorKeys.journalLists });
          }}
        />
      </div>
    </section>
  );
}
