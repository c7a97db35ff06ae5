import type { DeckPage } from '@medshelf/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateHighlight } from '../api/change-highlights.ts';
import { ClipFields } from './clip-fields.tsx';
import type { SelectedWords } from './selected-words.ts';

interface HighlightDialogProps {
  deckId: string;
  deckTitle: string;
  page: DeckPage;
  words: SelectedWords;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Highlight": the selected words, an optional note and who may see it (its own chunk). */
export function HighlightDialog({
  deckId,
  deckTitle,
  page,
  words,
  open,
  onOpenChange,
}: HighlightDialogProps) {
  const t = useT();
  const serverText = useServerText();
  const [note, setNote] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateHighlight();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutateAsync({
        deckId,
        pageNumber: page.number,
        start: words.start,
        end: words.end,
        note: note.trim(),
        isPublic,
      });
      notify('success', t('clipboard.highlightSaved'));
      document.getSelection()?.removeAllRanges();
      onOpenChange(false);
    } catch (failure) {
      // The dialog stays open with the note as typed.
      setError(failure instanceof Error ? serverText(failure.message) : t('clipboard.highlightNotSaved'));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('clipboard.highlightTitle', { page: page.number })}
            </Dialog.Title>
            <DialogCloseButton label={t('clipboard.close')} className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {t('clipboard.highlightDescription', { title: deckTitle })}
          </Dialog.Description>
          <blockquote className="mb-4 border-l-4 border-yellow-400 bg-yellow-50 px-3 py-2 text-slate-900">
            {words.quote}
          </blockquote>
          <form onSubmit={submit} noValidate className="space-y-4">
            <ClipFields
              note={note}
              onNote={setNote}
              isPublic={isPublic}
              onPublic={setPublic}
              error={error}
              publicHint={t('clipboard.highlightPublicHint')}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close className={buttonClass('ghost')}>{t('clipboard.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
                {create.isPending ? t('clipboard.saving') : t('clipboard.saveHighlight')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
