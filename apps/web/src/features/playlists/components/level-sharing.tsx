import type { PlaylistLevel } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { ShareLevelLink } from './share-level-link.tsx';

/** Who can see a level: its share link when others can, otherwise why they cannot. */
export function LevelSharing({ level }: { level: PlaylistLevel }) {
  const { playlist, breadcrumbs, owner } = level;
  const privateAbove = breadcrumbs.find((crumb) => !crumb.isPublic);
  let note: string;
  if (!playlist.isPublic) note = 'Only you can see this level. Make it public to share it.';
  else if (privateAbove) {
    note = `Others cannot see this level yet: “${privateAbove.name}” above it is private. Make it public too to share this level.`;
  } else if (!owner.username) note = 'Choose a username to share your playlists.';
  else return <ShareLevelLink path={paths.viewPlaylist(owner.username, ...playlist.path)} />;
  return <p className="text-sm text-slate-700">{note}</p>;
}
