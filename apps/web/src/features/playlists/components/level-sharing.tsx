import type { PlaylistLevel } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ShareLevelLink } from './share-level-link.tsx';

/** Who can see a level: its share link when others can, otherwise why they cannot. */
export function LevelSharing({ level }: { level: PlaylistLevel }) {
  const { playlist, breadcrumbs, owner } = level;
  const privateAbove = breadcrumbs.find((crumb) => !crumb.isPublic);
  const t = useT();
  let note: string;
  if (!playlist.isPublic) note = t('playlists.onlyYouMakePublic');
  else if (privateAbove) {
    note = t('playlists.privateAbove', { name: privateAbove.name });
  } else if (!owner.username) note = t('playlists.chooseUsername');
  else return <ShareLevelLink path={paths.viewPlaylist(owner.username, ...playlist.path)} />;
  return <p className="text-sm text-slate-700">{note}</p>;
}
