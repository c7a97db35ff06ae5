import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { PlaylistRow } from './repository.ts';

interface Viewer {
  id: string;
}

export const playlistNotFound = () => notFound('This playlist is not available.');

/**
 * Only the owner changes a playlist. Another user learns that it exists only when others can
 * see it anyway (public, with every level above it public): then 403, otherwise 404.
 */
export async function assertOwnPlaylist(
  viewer: Viewer,
  playlist: PlaylistRow | undefined,
  visibleToOthers: (playlist: PlaylistRow) => Promise<boolean>,
): Promise<PlaylistRow> {
  if (!playlist) throw playlistNotFound();
  if (playlist.ownerId === viewer.id) return playlist;
  throw (await visibleToOthers(playlist))
    ? forbidden('Only the owner can change this playlist.')
    : playlistNotFound();
}
