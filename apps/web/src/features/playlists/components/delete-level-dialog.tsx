import type { PlaylistNode } from '@medshelf/shared';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { useDeletePlaylist } from '../api/change-playlists.ts';

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

function whatGoes(t: Translate, level: PlaylistNode): string {
  const { levels, decks } = contents(level);
  const name = level.name;
  if (levels && decks) return t('playlists.deleteWithBoth', { name, levels, decks });
  if (levels) return t('playlists.deleteWithLevels', { name, levels });
  if (decks) return t('playlists.deleteWithDecks', { name, decks });
  return t('playlists.deleteOnly', { name });
}

/** Delete a level after saying plainly what goes with it; nothing is deleted without a yes. */
export function DeleteLevelDialog({ level, onDeleted }: { level: PlaylistNode; onDeleted(): Promise<void> }) {
  const t = useT();
  const remove = useDeletePlaylist();
  return (
    <ConfirmDeleteDialog
      title={t('playlists.deleteTitle')}
      description={whatGoes(t, level)}
      confirmLabel={t('playlists.deleteConfirm')}
      trigger={
        <>
          <PlaylistIcon name="trash" />
          {t('playlists.delete')}
        </>
      }
      onConfirm={async () => {
        await remove.mutateAsync(level.id);
        await onDeleted();
      }}
    />
  );
}
