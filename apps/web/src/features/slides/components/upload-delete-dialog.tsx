import { deckMessages } from '@medshelf/shared/deck-limits';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
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

/** Delete a deck after saying plainly what goes with it; nothing is deleted without a yes. */
export function UploadDeleteDialog({
  deckId,
  title,
  triggerLabel = 'Delete',
  triggerClassName = buttonClass('ghost', 'text-red-700!'),
  onDeleted,
}: UploadDeleteDialogProps) {
  const remove = useDeleteDeck();
  return (
    <ConfirmDeleteDialog
      title="Delete this deck?"
      description={`“${title}” and its pages, views, likes and comments will be removed for good. This cannot be undone.`}
      confirmLabel="Delete deck"
      trigger={triggerLabel}
      triggerLabel={`${triggerLabel} “${title}”`}
      triggerClassName={triggerClassName}
      onConfirm={async () => {
        await remove.mutateAsync(deckId);
        notify('success', deckMessages.deleted);
        onDeleted?.();
      }}
    />
  );
}
