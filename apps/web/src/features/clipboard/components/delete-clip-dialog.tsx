import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteClip } from '../api/change-clips.ts';

/** Delete a clip after a yes; the deck and its page stay. */
export function DeleteClipDialog({ clipId, label }: { clipId: string; label: string }) {
  const t = useT();
  const remove = useDeleteClip();
  return (
    <ConfirmDeleteDialog
      title={t('clipboard.deleteClipTitle')}
      description={t('clipboard.deleteClipDescription', { label })}
      confirmLabel={t('clipboard.deleteClip')}
      trigger={
        <>
          <PlaylistIcon name="trash" />
          {t('clipboard.delete')}
        </>
      }
      triggerLabel={t('clipboard.deleteClipOf', { label })}
      triggerClassName={buttonClass('ghost', 'px-3 text-red-700!')}
      onConfirm={async () => {
        await remove.mutateAsync(clipId);
        notify('success', t('clipboard.clipDeleted'));
      }}
    />
  );
}
