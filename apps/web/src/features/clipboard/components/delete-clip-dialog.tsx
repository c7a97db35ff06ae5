import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteClip } from '../api/change-clips.ts';

/** Delete a clip after a yes; the deck and its page stay. */
export function DeleteClipDialog({ clipId, label }: { clipId: string; label: string }) {
  const remove = useDeleteClip();
  return (
    <ConfirmDeleteDialog
      title="Delete this clip?"
      description={`The clip of ${label} and its note will be removed from your clipboard. The deck stays on MedShelf.`}
      confirmLabel="Delete clip"
      trigger={
        <>
          <PlaylistIcon name="trash" />
          Delete
        </>
      }
      triggerLabel={`Delete the clip of ${label}`}
      triggerClassName={buttonClass('ghost', 'px-3 text-red-700!')}
      onConfirm={async () => {
        await remove.mutateAsync(clipId);
        notify('success', 'Clip deleted');
      }}
    />
  );
}
