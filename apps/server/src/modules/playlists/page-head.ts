import { paths } from '@medshelf/shared';
import { HttpError } from '../../lib/http-errors.ts';
import type { PageHead } from '../../plugins/page-heads.ts';
import { deckLinkPreview } from '../slides/index.ts';
import type { PlaylistsContext } from './context.ts';
import { publicLevel, publicTree } from './level-service.ts';

/** /viewplaylist/{username}/{l1?}/{l2?}/{l3?}, decoded. */
export const viewPlaylistPattern = /^\/viewplaylist\/([^/]+)((?:\/[^/]+){0,3})\/?$/i;

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The head of another member's playlist page: its name and what it holds for link previews. A
 * private or missing level (or member) is served with a 404 status, like the page shows.
 */
export async function viewPlaylistHead(
  ctx: PlaylistsContext,
  publicUrl: string,
  username: string,
  segments: string[],
): Promise<PageHead | null> {
  try {
    if (!segments.length) {
      const { owner } = await publicTree(ctx, username);
      return {
        title: `Playlists by ${owner.displayName}`,
        description: `Slide playlists ${owner.displayName} shares on MedShelf.`,
        canonicalPath: decodeURIComponent(paths.viewPlaylist(owner.username ?? username)),
      };
    }
    const level = await publicLevel(ctx, username, segments);
    const { owner, playlist } = level;
    const trail = [...level.breadcrumbs.map((crumb) => crumb.name), playlist.name].join(' / ');
    const first = level.items[0]?.deck;
    const image = first ? await deckLinkPreview(ctx.db, publicUrl, first.id) : undefined;
    return {
      title: `${playlist.name} — playlist by ${owner.displayName}`,
      description: `${trail}: ${countOf(playlist.itemCount, 'slide deck')} and ${countOf(playlist.children.length, 'sub-level')}, shared on MedShelf by ${owner.displayName}.`,
      ...(image ? { image } : {}),
      canonicalPath: decodeURIComponent(paths.viewPlaylist(owner.username ?? username, ...playlist.path)),
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
