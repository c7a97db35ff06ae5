import type { DeckPage } from '@medshelf/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type RefObject, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { returnFocusTo } from '../../../lib/use-lazy-dialog.ts';
import { useCreateClip } from '../api/change-clips.ts';
import { ClipFields } from './clip-fields.tsx';
import { clipNoteError } from './note-error.ts';

interface ClipDialogProps {
  deckId: string;
  deckTitle: string;
  page: DeckPage;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back there on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** "Clip this page": the page, an optional note and who may see it (its own chunk). */
export function ClipDialog({ deckId, deckTitle, page, open, onOpenChange, triggerRef }: ClipDialogProps) {
  const t = useT();
  const serverText = useServerText();
  const [note, setNote] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateClip();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = await clipNoteError(note, serverText);
    setError(problem);
    if (problem) return;
    try {
      await create.mutateAsync({ deckId, pageNumber: page.number, note: note.trim(), isPublic });
      notify('success', t('clipboard.clipped', { page: page.number }));
      setNote('');
      setPublic(false);
      onOpenChange(false);
    } catch (failure) {
      // The dialog stays open with the note as typed.
      setError(failure instanceof Error ? serverText(failure.message) : t('clipboard.notClipped'));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className={dialogPanelClass('md', 'snug')}
        >
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('clipboard.clipPageTitle', { page: page.number })}
            </Dialog.Title>
            <DialogCloseButton label={t('clipboard.close')} className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {t('clipboard.clipDescription', { title: deckTitle })}
          </Dialog.Description>
          <img
            src={page.small}
            alt={t('clipboard.pageOfDeck', { page: page.number, title: deckTitle })}
            width={page.width}
            height={page.height}
            decoding="async"
            className="mb-4 h-auto max-h-48 w-auto max-w-full rounded-lg border border-slate-200 bg-slate-100"
          />
          <form onSubmit={submit} noValidate className="space-y-4">
            <ClipFields note={note} onNote={setNote} isPublic={isPublic} onPublic={setPublic} error={error} />
            <div className="flex justify-end gap-3">
              <Dialog.Close className={buttonClass('ghost')}>{t('clipboard.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
                {create.isPending ? t('clipboard.clipping') : t('clipboard.clipPage')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
