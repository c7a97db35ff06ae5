import {
  type CommentList,
  type DeckComment,
  type LikeState,
  type ReportBody,
  requestMessages,
} from '@medshelf/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { bump, type Counter, peek } from '../../db/counters.ts';
import {
  deckComments,
  deckDailyViews,
  deckLikes,
  deckReports,
  decks,
  deckVisits,
  users,
} from '../../db/schema/index.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { SlidesContext } from './context.ts';
import { assertCanSee } from './policies.ts';
import { findDeck } from './repository.ts';
import type { Visitor } from './view-visitor.ts';

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
  await readyDeck(ctx, user, deckId);
  return ctx.db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(deckLikes).values({ deckId, userId: user.id }).onConflictDoNothing().returning()
      : await tx
          .delete(deckLikes)
          .where(and(eq(deckLikes.deckId, deckId), eq(deckLikes.userId, user.id)))
          .returning();
    if (changed.length) {
      await tx
        .update(decks)
        .set({ likes: sql`${decks.likes} + ${liked ? 1 : -1}` })
        .where(eq(decks.id, deckId));
    }
    const [deck] = await tx.select({ likes: decks.likes }).from(decks).where(eq(decks.id, deckId));
    return { liked, likes: deck?.likes ?? 0 };
  });
}

/**
 * Counts a view once per visitor per day (UTC), and into the day's total for "trending"; a bot
 * (no visitor) is not counted, nor an address's anonymous visitors past `perAddress` a day.
 */
export async function recordView(
  ctx: SlidesContext,
  viewer: SessionUser | null,
  deckId: string,
  visitor: Visitor | null,
  perAddress: number,
) {
  await readyDeck(ctx, viewer, deckId);
  const countable =
    visitor && (!visitor.fromAddress || (await peek(ctx.db, visitor.fromAddress)) < perAddress);
  return ctx.db.transaction(async (tx) => {
    const day = sql`(now() at time zone 'utc')::date`;
    const inserted = countable
      ? await tx
          .insert(deckVisits)
          .values({ deckId, visitor: visitor.key, day })
          .onConflictDoNothing()
          .returning()
      : [];
    if (inserted.length) {
      if (visitor?.fromAddress) await bump(tx, visitor.fromAddress);
      await tx
        .update(decks)
        .set({ views: sql`${decks.views} + 1`, trendingViews: sql`${decks.trendingViews} + 1` })
        .where(eq(decks.id, deckId));
      await tx
        .insert(deckDailyViews)
        .values({ deckId, day, views: 1 })
        .onConflictDoUpdate({
          target: [deckDailyViews.deckId, deckDailyViews.day],
          set: { views: sql`${deckDailyViews.views} + 1` },
        });
    }
    const [deck] = await tx.select({ views: decks.views }).from(decks).where(eq(decks.id, deckId));
    return { views: deck?.views ?? 0 };
  });
}

export async function listComments(
  ctx: SlidesContext,
  viewer: SessionUser | null,
  deckId: string,
  page: number,
  pageSize: number,
): Promise<CommentList> {
  await readyDeck(ctx, viewer, deckId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: deckComments.id,
        body: deckComments.body,
        createdAt: deckComments.createdAt,
        authorId: users.id,
        username: users.username,
        name: users.name,
        image: users.image,
      })
      .from(deckComments)
      .innerJoin(users, eq(users.id, deckComments.authorId))
      .where(eq(deckComments.deckId, deckId))
      .orderBy(desc(deckComments.createdAt), desc(deckComments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(deckComments).where(eq(deckComments.deckId, deckId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      author: { id: row.authorId, username: row.username, displayName: row.name, photoURL: row.image },
      mine: row.authorId === viewer?.id,
    })),
    page,
    pageSize,
    total: total?.n ?? 0,
  };
}

export async function addComment(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  body: string,
): Promise<DeckComment> {
  await readyDeck(ctx, user, deckId);
  const id = randomId();
  const [comment] = await ctx.db.transaction(async (tx) => {
    await tx
      .update(decks)
      .set({ commentCount: sql`${decks.commentCount} + 1` })
      .where(eq(decks.id, deckId));
    return tx.insert(deckComments).values({ id, deckId, authorId: user.id, body }).returning();
  });
  if (!comment) throw new Error('the new comment was not returned');
  return {
    id,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    author: { id: user.id, username: user.username, displayName: user.name, photoURL: user.image },
    mine: true,
  };
}

/** Authors delete their own comments; nobody else's. */
export async function deleteComment(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  commentId: string,
) {
  const [comment] = await ctx.db
    .select()
    .from(deckComments)
    .where(and(eq(deckComments.id, commentId), eq(deckComments.deckId, deckId)));
  if (!comment) throw notFound('This comment is not there any more.');
  if (comment.authorId !== user.id) throw forbidden('You can delete only your own comments.');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(deckComments).where(eq(deckComments.id, commentId));
    await tx
      .update(decks)
      .set({ commentCount: sql`greatest(${decks.commentCount} - 1, 0)` })
      .where(eq(decks.id, deckId));
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
  await ctx.db.insert(deckReports).values({
    id: randomId(),
    deckId,
    reporterId: viewer?.id ?? null,
    reason: report.reason,
    details: report.details,
  });
}
