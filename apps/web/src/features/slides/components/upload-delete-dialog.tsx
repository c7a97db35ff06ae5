import { deckMessages } from '@medshelf/shared/deck-limits';
import { messages } from '@medshelf/shared/messages';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDeck } from '../api/delete-deck.ts';

interface UploadDeleteDialogProps {
  deckId: string;
  title: string;
  /** The trigger's visible text; lists name the deck in its accessible name too. */
  triggerLabel?: string;
  triggerClassName?: string;
  onDeleted?: () => void;
}

const dangerClass = buttonClass('primary', 'bg-red-700! hover:bg-red-800!');

/** Delete a deck after saying plainly what goes with it; nothing is deleted without a yes. */
export function UploadDeleteDialog({
  deckId,
  title,
  triggerLabel = 'Delete',
  triggerClassName = buttonClass('ghost', 'text-red-700!'),
  onDeleted,
}: UploadDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteDeck();

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(deckId);
      setOpen(false);
      notify('success', deckMessages.deleted);
      onDeleted?.();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.checkConnection);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Dialog.Trigger className={triggerClassName} aria-label={`${triggerLabel} “${title}”`}>
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Delete this deck?</Dialog.Title>
            <DialogCloseButton label="Close" className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mt-2 text-slate-700">
            “{title}” and its pages, views, likes and comments will be removed for good. This cannot be
            undone.
          </Dialog.Description>
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary')}>Keep it</Dialog.Close>
            <button
              type="button"
              className={dangerClass}
              disabled={remove.isPending}
              onClick={() => void confirm()}
            >
              {remove.isPending ? 'Deleting…' : 'Delete deck'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
