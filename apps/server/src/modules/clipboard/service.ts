import {
  type Clip,
  type ClipList,
  type createClipBodySchema,
  peopleMessages,
  type updateClipBodySchema,
} from '@medshelf/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { requireReadyDeck } from '../slides/index.ts';
import { recordDeckEvent } from '../statistics/index.ts';
import type { ClipboardContext } from './context.ts';
import { assertOwnClip, clipNotFound } from './policies.ts';
import { toClip } from './presenters.ts';
import {
  changeClip,
  clipViewList,
  findClip,
  findClipView,
  findUserIdByUsername,
  insertClip,
  removeClip,
} from './repository.ts';

async function presentClip(ctx: ClipboardContext, id: string): Promise<Clip> {
  const view = await findClipView(ctx.db, id);
  // The deck was removed or sent back to processing in the meantime.
  if (!view) throw clipNotFound();
  return toClip(view);
}

/** Clips one page of a deck anyone can see, with an optional note; private unless asked. */
export async function createClip(
  ctx: ClipboardContext,
  user: SessionUser,
  body: z.output<typeof createClipBodySchema>,
): Promise<Clip> {
  const deck = await requireReadyDeck(ctx.db, body.deckId);
  if (body.pageNumber > deck.pageCount) throw badRequest(peopleMessages.clipPageMissing);
  const id = randomId();
  await ctx.db.transaction((tx) =>
    insertClip(tx, {
      id,
      userId: user.id,
      deckId: deck.id,
      pageNumber: body.pageNumber,
      note: body.note,
      isPublic: body.isPublic,
    }),
  );
  await recordDeckEvent(ctx, deck.id, user.id, { kind: 'clip' });
  return presentClip(ctx, id);
}

export async function updateClip(
  ctx: ClipboardContext,
  user: SessionUser,
  id: string,
  body: z.output<typeof updateClipBodySchema>,
): Promise<Clip> {
  const clip = await findClip(ctx.db, id);
  assertOwnClip(user, clip);
  const set: { note?: string; isPublic?: boolean } = {};
  if (body.note !== undefined) set.note = body.note;
  if (body.isPublic !== undefined) set.isPublic = body.isPublic;
  await ctx.db.transaction((tx) => changeClip(tx, id, set));
  return presentClip(ctx, id);
}

export async function deleteClip(ctx: ClipboardContext, user: SessionUser, id: string) {
  const clip = await findClip(ctx.db, id);
  assertOwnClip(user, clip);
  await ctx.db.transaction((tx) => removeClip(tx, id));
}

/** A member's clipboard, newest first: all of it for its owner, the public clips for others. */
export async function listClips(
  ctx: ClipboardContext,
  viewer: SessionUser | null,
  username: string,
  request: PageRequest,
): Promise<ClipList> {
  const ownerId = await findUserIdByUsername(ctx.db, username);
  if (!ownerId) throw notFound(`No member called ${username}.`);
  const list = clipViewList(ctx.db, ownerId, viewer?.id !== ownerId);
  const { rows, total, next } = await seekPage(list, request);
  return { items: rows.map(toClip), page: request.page, pageSize: request.pageSize, total, next };
}
