import type { PersonSummary, PlaylistLevel, PlaylistNode, PlaylistTree } from '@medshelf/shared';
import { notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { pageImageUrls, readyDeckCards } from '../slides/index.ts';
import type { PlaylistsContext } from './context.ts';
import { playlistNotFound } from './policies.ts';
import {
  findPersonByUsername,
  findPlaylist,
  levelItems,
  levelStats,
  ownerPlaylists,
  type PlaylistRow,
} from './repository.ts';
import { buildTree, findByPath } from './tree.ts';

/** One owner's playlists as a tree: all of them, or only those others may see. */
export async function playlistTree(
  ctx: PlaylistsContext,
  ownerId: string,
  publicOnly: boolean,
): Promise<PlaylistNode[]> {
  const rows = (await ownerPlaylists(ctx.db, ownerId)).filter((row) => !publicOnly || row.isPublic);
  const stats = await levelStats(
    ctx.db,
    rows.map((row) => row.id),
  );
  return buildTree(rows, { publicOnly, stats, thumbnail: (deck) => pageImageUrls(deck, 1).thumb });
}

/** Whether others can see a level: it and every level above it are public. */
export async function visibleToOthers(ctx: PlaylistsContext, playlist: PlaylistRow): Promise<boolean> {
  let current: PlaylistRow | undefined = playlist;
  while (current) {
    if (!current.isPublic) return false;
    current = current.parentId ? await findPlaylist(ctx.db, current.parentId) : undefined;
  }
  return true;
}

async function openLevel(
  ctx: PlaylistsContext,
  owner: PersonSummary,
  tree: PlaylistNode[],
  segments: string[],
): Promise<PlaylistLevel> {
  const found = segments.length ? findByPath(tree, segments) : undefined;
  if (!found) throw playlistNotFound();
  const items = await levelItems(ctx.db, found.node.id);
  const cards = await readyDeckCards(
    ctx.db,
    items.map((item) => item.deckId),
  );
  return {
    owner,
    playlist: found.node,
    breadcrumbs: found.ancestors.map(({ name, slug, path, isPublic }) => ({ name, slug, path, isPublic })),
    items: items.flatMap((item) => {
      const deck = cards.get(item.deckId);
      return deck ? [{ addedAt: item.addedAt.toISOString(), deck }] : [];
    }),
  };
}

export async function ownTree(ctx: PlaylistsContext, user: SessionUser): Promise<PlaylistTree> {
  return { playlists: await playlistTree(ctx, user.id, false) };
}

export async function ownLevel(
  ctx: PlaylistsContext,
  user: SessionUser,
  segments: string[],
): Promise<PlaylistLevel> {
  const owner = { id: user.id, username: user.username, displayName: user.name, photoURL: user.image };
  return openLevel(ctx, owner, await playlistTree(ctx, user.id, false), segments);
}

async function person(ctx: PlaylistsContext, username: string): Promise<PersonSummary> {
  const found = await findPersonByUsername(ctx.db, username);
  if (!found) throw notFound(`No member called ${username}.`);
  return found;
}

export async function publicTree(ctx: PlaylistsContext, username: string) {
  const owner = await person(ctx, username);
  return { owner, playlists: await playlistTree(ctx, owner.id, true) };
}

/** Another user's level; private (here or above) or missing is the same 404. */
export async function publicLevel(
  ctx: PlaylistsContext,
  username: string,
  segments: string[],
): Promise<PlaylistLevel> {
  const owner = await person(ctx, username);
  return openLevel(ctx, owner, await playlistTree(ctx, owner.id, true), segments);
}
