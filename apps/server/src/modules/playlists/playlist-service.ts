import {
  type createPlaylistBodySchema,
  type PlaylistNode,
  type PlaylistTree,
  peopleLimits,
  peopleMessages,
  type reorderPlaylistsBodySchema,
  type updatePlaylistBodySchema,
} from '@medshelf/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { PlaylistsContext } from './context.ts';
import { ownTree, playlistTree, visibleToOthers } from './level-service.ts';
import { assertOwnPlaylist } from './policies.ts';
import {
  changePlaylist,
  childIds,
  findPlaylist,
  insertPlaylist,
  nextPosition,
  type PlaylistRow,
  removePlaylist,
  setPlaylistPositions,
  siblingNamed,
} from './repository.ts';
import { playlistSlug } from './slug.ts';
import { findById } from './tree.ts';

/** The user's own playlist (any level); 404 or 403 for anyone else's (see the policy). */
export async function ownPlaylist(ctx: PlaylistsContext, user: SessionUser, id: string) {
  return assertOwnPlaylist(user, await findPlaylist(ctx.db, id), (row) => visibleToOthers(ctx, row));
}

/** True when `ids` holds exactly the members of `current`, each once. */
export function sameMembers(current: readonly string[], ids: readonly string[]): boolean {
  const wanted = new Set(ids);
  return wanted.size === ids.length && ids.length === current.length && current.every((id) => wanted.has(id));
}

async function nodeById(ctx: PlaylistsContext, ownerId: string, id: string): Promise<PlaylistNode> {
  const node = findById(await playlistTree(ctx, ownerId, false), id);
  if (!node) throw new Error(`playlist ${id} vanished while being read`);
  return node;
}

/**
 * Runs a change that gives a level a name; two at once with the same name under one parent are
 * told apart by the unique index, with the same words as the check before it.
 */
async function withUniqueName(name: string, change: () => Promise<void>) {
  try {
    await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(peopleMessages.playlistNameTaken(name));
    throw error;
  }
}

async function assertNameFree(
  db: Database,
  sibling: { ownerId: string; parentId: string | null; slug: string },
  exceptId?: string,
) {
  const taken = await siblingNamed(db, sibling, exceptId);
  if (taken) throw conflict(peopleMessages.playlistNameTaken(taken));
}

export async function createPlaylist(
  ctx: PlaylistsContext,
  user: SessionUser,
  body: z.output<typeof createPlaylistBodySchema>,
): Promise<PlaylistNode> {
  let depth = 1;
  if (body.parentId) {
    const parent = await ownPlaylist(ctx, user, body.parentId);
    depth = parent.depth + 1;
    if (depth > peopleLimits.playlistMaxDepth) throw badRequest(peopleMessages.playlistTooDeep);
  }
  const id = randomId();
  const row = { ownerId: user.id, parentId: body.parentId, slug: playlistSlug(body.name) };
  await withUniqueName(body.name, () =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, row);
      const position = await nextPosition(tx, user.id, body.parentId);
      await insertPlaylist(tx, { ...row, id, name: body.name, depth, position, isPublic: body.isPublic });
    }),
  );
  return nodeById(ctx, user.id, id);
}

/** Renames (the new name's slug must be free among its siblings) and/or makes public or private. */
export async function updatePlaylist(
  ctx: PlaylistsContext,
  user: SessionUser,
  id: string,
  body: z.output<typeof updatePlaylistBodySchema>,
): Promise<PlaylistNode> {
  const playlist = await ownPlaylist(ctx, user, id);
  const set: Partial<Pick<PlaylistRow, 'name' | 'slug' | 'isPublic'>> = {};
  if (body.isPublic !== undefined) set.isPublic = body.isPublic;
  if (body.name !== undefined) {
    set.name = body.name;
    set.slug = playlistSlug(body.name);
  }
  await withUniqueName(body.name ?? playlist.name, () =>
    ctx.db.transaction(async (tx) => {
      if (set.slug !== undefined) await assertNameFree(tx, { ...playlist, slug: set.slug }, id);
      await changePlaylist(tx, id, set);
    }),
  );
  return nodeById(ctx, user.id, id);
}

/** Deletes a level with its sub-levels and what they hold; the decks themselves stay. */
export async function deletePlaylist(ctx: PlaylistsContext, user: SessionUser, id: string) {
  await ownPlaylist(ctx, user, id);
  await ctx.db.transaction((tx) => removePlaylist(tx, id));
}

/** Puts one parent's children (or the top level) in a new order: exactly those ids, each once. */
export async function reorderPlaylists(
  ctx: PlaylistsContext,
  user: SessionUser,
  body: z.output<typeof reorderPlaylistsBodySchema>,
): Promise<PlaylistTree> {
  if (body.parentId) await ownPlaylist(ctx, user, body.parentId);
  await ctx.db.transaction(async (tx) => {
    const current = await childIds(tx, user.id, body.parentId);
    if (!sameMembers(current, body.ids)) {
      throw badRequest('The new order must list every playlist of this level exactly once.');
    }
    await setPlaylistPositions(tx, body.ids);
  });
  return ownTree(ctx, user);
}
