import type { PlaylistNode } from '@medshelf/shared';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useDeletePlaylist } from '../api/change-playlists.ts';
import { deckCount } from './level-counts.ts';

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
  const remove = useDeletePlaylist();
  return (
    <ConfirmDeleteDialog
      title="Delete this playlist?"
      description={whatGoes(level)}
      confirmLabel="Delete playlist"
      trigger={
        <>
          <PlaylistIcon name="trash" />
          Delete
        </>
      }
      onConfirm={async () => {
        await remove.mutateAsync(level.id);
        await onDeleted();
      }}
    />
  );
}
