import { deckMessages } from '@medshelf/shared/deck-limits';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  triggerLabel,
  triggerClassName = buttonClass('ghost', 'text-red-700!'),
  onDeleted,
}: UploadDeleteDialogProps) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const remove = useDeleteDeck();
  const trigger = triggerLabel ?? t('manage.delete');
  return (
    <ConfirmDeleteDialog
      title={t('manage.deleteQuestion')}
      description={t('manage.deleteText', { title })}
      confirmLabel={t('manage.deleteDeck')}
      trigger={trigger}
      triggerLabel={t('manage.actionOn', { action: trigger, title })}
      triggerClassName={triggerClassName}
      onConfirm={async () => {
        await remove.mutateAsync(deckId);
        notify('success', deckText.deleted);
        onDeleted?.();
      }}
    />
  );
}
