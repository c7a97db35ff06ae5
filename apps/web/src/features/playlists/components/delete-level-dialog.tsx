import type { PlaylistNode } from '@medshelf/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { useDeletePlaylist } from '../api/change-playlists.ts';
import { deckCount } from './level-counts.ts';
import { PlaylistIcon } from './playlist-icons.tsx';

const dangerClass = buttonClass('primary', 'bg-red-700! hover:bg-red-800!');

/** Everything below a level: how many sub-levels and how many saved decks go with it. */
function contents(level: PlaylistNode): { levels: number; decks: number } {
  return level.children.reduce(
    (total, child) => {
      const below = contents(child);
      return { levels: total.levels + 1 + below.levels, decks: total.decks + below.decks };
    },
    { levels: 0, decks: level.itemCount },
  );
}

function whatGoes(level: PlaylistNode): string {
  const { levels, decks } = contents(level);
  const parts = [];
  if (levels) parts.push(`its ${levels === 1 ? 'sub-level' : `${levels} sub-levels`}`);
  if (decks) parts.push(`the ${deckCount(decks)} saved in ${levels ? 'them' : 'it'}`);
  const goes = parts.length ? ` with ${parts.join(' and ')}` : '';
  return `“${level.name}” will be deleted${goes}. The decks themselves stay on MedShelf.`;
}

/** Delete a level after saying plainly what goes with it; nothing is deleted without a yes. */
export function DeleteLevelDialog({ level, onDeleted }: { level: PlaylistNode; onDeleted(): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeletePlaylist();

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(level.id);
      setOpen(false);
      await onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The playlist could not be deleted.');
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
      <Dialog.Trigger className={buttonClass('ghost', 'text-red-700!')}>
        <PlaylistIcon name="trash" />
        Delete
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">Delete this playlist?</Dialog.Title>
            <DialogCloseButton label="Close" className="-mt-2 -mr-2" />
          </div>
          <Dialog.Description className="mt-2 text-slate-700">{whatGoes(level)}</Dialog.Description>
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
              {remove.isPending ? 'Deleting…' : 'Delete playlist'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
