import {
  type CommentBody,
  type CommentList,
  type DeckComment,
  type LikeState,
  type ReportBody,
  requestMessages,
  socialMessages,
  type ViewSource,
} from '@medshelf/shared';
import { bump, type Counter, peek } from '../../db/counters.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordDeckEvent } from '../statistics/index.ts';
import type { SlidesContext } from './context.ts';
import { announceComment, announceLike } from './deck-notifications.ts';
import { assertCanSee } from './policies.ts';
import { findDeck } from './repository.ts';
import {
  commentList,
  findComment,
  insertComment,
  insertCommentReport,
  insertReport,
  removeComment,
  repliesTo,
  saveLike,
  saveView,
} from './social-repository.ts';
import type { Visitor } from './view-visitor.ts';

export interface ViewOrigin {
  source: ViewSource;
  host: string | null;
}

async function readyDeck(ctx: SlidesContext, viewer: SessionUser | null, deckId: string) {
  const deck = await findDeck(ctx.db, deckId);
  assertCanSee(viewer, deck);
  return deck;
}

/** Like or unlike; repeating either is harmless. The count is kept on the deck for lists. */
export async function setLike(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  liked: boolean,
): Promise<LikeState> {
  const deck = await readyDeck(ctx, user, deckId);
  const { likes, changed } = await saveLike(ctx.db, deckId, user.id, liked);
  if (liked && changed) {
    await recordDeckEvent(ctx, deckId, user.id, { kind: 'like' });
    await announceLike(ctx, deck, user.id);
  }
  return { liked, likes };
}

/**
 * Counts a view once per visitor per day (UTC), into the day's total for "trending" and, with
 * where it came from, into the uploader's statistics. Not counted: a bot (no visitor), an
 * address's anonymous visitors past `perAddress` a day, and the uploader's own views.
 */
export async function recordView(
  ctx: SlidesContext,
  viewer: SessionUser | null,
  deckId: string,
  visitor: Visitor | null,
  perAddress: number,
  origin: ViewOrigin,
) {
  const deck = await readyDeck(ctx, viewer, deckId);
  const countable =
    visitor &&
    deck.ownerId !== viewer?.id &&
    (!visitor.fromAddress || (await peek(ctx.db, visitor.fromAddress)) < perAddress);
  const day = ctx.clock().toISOString().slice(0, 10);
  const { views, counted } = await saveView(ctx.db, deckId, countable ? visitor : null, day);
  if (counted) await recordDeckEvent(ctx, deckId, viewer?.id ?? null, { kind: 'view', ...origin });
  return { views };
}

/** Records a download of the deck's file for its uploader's statistics. */
export function recordDownload(ctx: SlidesContext, viewer: SessionUser | null, deckId: string) {
  return recordDeckEvent(ctx, deckId, viewer?.id ?? null, { kind: 'download' });
}

type CommentRow = Awaited<ReturnType<typeof repliesTo>>[number];

function presentComment(row: CommentRow, ownerId: string, viewer: SessionUser | null): DeckComment {
  return {
    id: row.id,
    parentId: row.parentId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, username: row.username, displayName: row.name, photoURL: row.image },
    byUploader: row.authorId === ownerId,
    mine: row.authorId === viewer?.id,
  };
}

/** The deck's comments, newest first, each with its replies (one level deep), oldest first. */
export async function listComments(
  ctx: SlidesContext,
  viewer: SessionUser | null,
  deckId: string,
  request: PageRequest,
): Promise<CommentList> {
  const deck = await readyDeck(ctx, viewer, deckId);
  const { rows, total, next } = await seekPage(commentList(ctx.db, deckId), request);
  const replies = await repliesTo(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...presentComment(row, deck.ownerId, viewer),
      replies: replies
        .filter((reply) => reply.parentId === row.id)
        .map((reply) => presentComment(reply, deck.ownerId, viewer)),
    })),
    page: request.page,
    pageSize: request.pageSize,
    total,
    next,
  };
}

/** A reply must answer a comment of the same deck that is not itself a reply. */
async function assertCanReply(ctx: SlidesContext, deckId: string, parentId: string) {
  const parent = await findComment(ctx.db, deckId, parentId);
  if (!parent) throw notFound(socialMessages.replyParentMissing);
  if (parent.parentId) throw badRequest(socialMessages.replyTooDeep);
}

export async function addComment(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  { body, parentId }: CommentBody,
): Promise<DeckComment> {
  const deck = await readyDeck(ctx, user, deckId);
  if (parentId) await assertCanReply(ctx, deckId, parentId);
  const id = randomId();
  const comment = await insertComment(ctx.db, {
    id,
    deckId,
    authorId: user.id,
    body,
    parentId: parentId ?? null,
  });
  await announceComment(ctx, deck, id, user.id);
  return {
    id,
    parentId: comment.parentId,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    author: { id: user.id, username: user.username, displayName: user.name, photoURL: user.image },
    byUploader: deck.ownerId === user.id,
    mine: true,
  };
}

/** Authors delete their own comments (with the replies to them); nobody else's. */
export async function deleteComment(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  commentId: string,
) {
  const comment = await findComment(ctx.db, deckId, commentId);
  if (!comment) throw notFound(socialMessages.commentNotFound);
  if (comment.authorId !== user.id) throw forbidden('You can delete only your own comments.');
  await removeComment(ctx.db, commentId);
}

/** The editors took a reported comment away: it goes with its replies, off the deck's count. */
export const removeCommentForModeration = (db: Executor, commentId: string) => removeComment(db, commentId);

/**
 * A member reports a comment to the editors, within the same hourly limit as reports of decks
 * (the reporter's counter is shared).
 */
export async function reportComment(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  commentId: string,
  report: Required<ReportBody>,
  limits: { reporter: Counter; perReporterPerHour: number },
) {
  await readyDeck(ctx, user, deckId);
  if (!(await findComment(ctx.db, deckId, commentId))) throw notFound(socialMessages.commentNotFound);
  if ((await bump(ctx.db, limits.reporter)) > limits.perReporterPerHour) {
    throw new HttpError(429, 'rate_limited', requestMessages.tooManyReports);
  }
  await insertCommentReport(ctx.db, {
    id: randomId(),
    commentId,
    reporterId: user.id,
    reason: report.reason,
    details: report.details,
  });
}

/**
 * Files a report. A reporter past their hourly limit is refused (429); past the deck's daily
 * limit the report is acknowledged but not kept: the editors already have the deck in front of them.
 */
export async function reportDeck(
  ctx: SlidesContext,
  viewer: SessionUser | null,
  deckId: string,
  report: Required<ReportBody>,
  limits: { reporter: Counter; deck: Counter; perReporterPerHour: number; perDeckPerDay: number },
) {
  await readyDeck(ctx, viewer, deckId);
  if ((await bump(ctx.db, limits.reporter)) > limits.perReporterPerHour) {
    throw new HttpError(429, 'rate_limited', requestMessages.tooManyReports);
  }
  if ((await bump(ctx.db, limits.deck)) > limits.perDeckPerDay) return;
  await insertReport(ctx.db, {
    id: randomId(),
    deckId,
    reporterId: viewer?.id ?? null,
    reason: report.reason,
    details: report.details,
  });
}
