import type { Feed, JournalDetail } from '@medshelf/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { useEditorJournal } from '../api/get-journal.ts';
import { useUpdateItem } from '../api/library-items.ts';
import { journalFormValues, useJournalForm } from '../hooks/use-journal-form.ts';
import { journalCoverHint, placeJournalError } from './journal-create.tsx';
import { JournalFields } from './journal-fields.tsx';
import { LibraryEdit, LibraryEditLoader } from './library-edit.tsx';

interface JournalEditProps {
  slug: string;
  feeds: Feed[];
  onDone(): void;
}

/** Edit a journal: its details and its cover. */
export function JournalEdit({ slug, feeds, onDone }: JournalEditProps) {
  return (
    <LibraryEditLoader noun="journal" query={useEditorJournal(slug)}>
      {(journal) => <JournalEditSections journal={journal} feeds={feeds} onDone={onDone} />}
    </LibraryEditLoader>
  );
}

function JournalEditSections({
  journal,
  feeds,
  onDone,
}: { journal: JournalDetail } & Omit<JournalEditProps, 'slug'>) {
  const update = useUpdateItem('journals', journal.id);
  const form = useJournalForm(journalFormValues(journal));
  const [alert, setAlert] = useState<string | null>(null);
  const t = useT();

  const save = form.handleSubmit(async (patch) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(patch);
      form.reset(journalFormValues(saved));
      notify('success', t('editor.saved', { name: saved.name }));
    } catch (error) {
      if (error instanceof ApiError && placeJournalError(form, error)) return;
      setAlert(failureMessage(error));
    }
  });

  return (
    <LibraryEdit
      kind="journals"
      item={journal}
      name={journal.name}
      onDone={onDone}
      details={{
        fields: <JournalFields form={form} feeds={feeds} disabled={update.isPending} />,
        onSubmit: save,
        pending: update.isPending,
        alert,
      }}
      coverHint={journalCoverHint(t)}
    />
  );
}
