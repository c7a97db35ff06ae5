import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { notify } from '../../../lib/notify.ts';
import { PlaylistIcon } from '../../playlists/components/playlist-icons.tsx';
import { useDeleteClip } from '../api/change-clips.ts';

const dangerClass = buttonClass('primary', 'bg-red-700! hover:bg-red-800!');

/** Delete a clip after a yes; the deck and its page stay. */
export function DeleteClipDialog({ clipId, label }: { clipId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteClip();

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(clipId);
      setOpen(false);
      notify('success', 'Clip deleted');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The clip could not be deleted.');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClass('ghost', 'px-3 text-red-700!')}
        aria-label={`Delete the clip of ${label}`}
      >
        <PlaylistIcon name="trash" />
        Delete
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Delete this clip?</Dialog.Title>
            <DialogCloseButton label="Close" className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mt-2 text-slate-700">
            The clip of {label} and its note will be removed from your clipboard. The deck stays on MedShelf.
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
              {remove.isPending ? 'Deleting…' : 'Delete clip'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
