import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bump } from '../../db/counters.ts';
import type { Executor } from '../../db/executor.ts';
import {
  commentReports,
  deckComments,
  deckDailyViews,
  deckLikes,
  deckReports,
  decks,
  deckVisits,
  users,
} from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';
import type { Visitor } from './view-visitor.ts';

/** Likes or unlikes, keeping the deck's count in step; the deck's likes after it, and whether it changed. */
export function saveLike(
  db: Executor,
  deckId: string,
  userId: string,
  liked: boolean,
): Promise<{ likes: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(deckLikes).values({ deckId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(deckLikes)
          .where(and(eq(deckLikes.deckId, deckId), eq(deckLikes.userId, userId)))
          .returning();
    if (changed.length) {
      await tx
        .update(decks)
        .set({ likes: sql`${decks.likes} + ${liked ? 1 : -1}` })
        .where(eq(decks.id, deckId));
    }
    const [deck] = await tx.select({ likes: decks.likes }).from(decks).where(eq(decks.id, deckId));
    return { likes: deck?.likes ?? 0, changed: changed.length > 0 };
  });
}

/**
 * Counts a visitor's view of the day (UTC, YYYY-MM-DD) once (unless `visitor` is null), into the
 * deck's total, its trending score and the day's total; the address's counter goes up with a
 * counted view. The deck's views after it, and whether this one counted.
 */
export function saveView(
  db: Executor,
  deckId: string,
  visitor: Visitor | null,
  day: string,
): Promise<{ views: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = visitor
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
    return { views: deck?.views ?? 0, counted: inserted.length > 0 };
  });
}

const commentColumns = {
  id: deckComments.id,
  parentId: deckComments.parentId,
  body: deckComments.body,
  createdAt: deckComments.createdAt,
  authorId: users.id,
  username: users.username,
  name: users.name,
  image: users.image,
};

const newestFirst: SortKey[] = [
  { column: deckComments.createdAt, descending: true, kind: 'timestamp' },
  { column: deckComments.id, descending: true, kind: 'text' },
];

/** A deck's comments (not replies) with their authors, the newest first; paged by keyset. */
export function commentList(db: Executor, deckId: string) {
  const topLevel = and(eq(deckComments.deckId, deckId), isNull(deckComments.parentId));
  const keys = newestFirst;
  return {
    keys,
    total: async () => {
      const [counted] = await db.select({ n: count() }).from(deckComments).where(topLevel);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(db, keys, pageSize, db.select(rankFields(keys)).from(deckComments).where(topLevel)),
    rows: (range: ListRange) =>
      db
        .select({ ...commentColumns, ...positionFields(keys) })
        .from(deckComments)
        .innerJoin(users, eq(users.id, deckComments.authorId))
        .where(and(topLevel, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

/** Every reply to these comments with its author, the oldest first. */
export async function repliesTo(db: Executor, commentIds: string[]) {
  if (!commentIds.length) return [];
  return db
    .select(commentColumns)
    .from(deckComments)
    .innerJoin(users, eq(users.id, deckComments.authorId))
    .where(inArray(deckComments.parentId, commentIds))
    .orderBy(asc(deckComments.createdAt), asc(deckComments.id));
}

/** Adds a comment and counts it on the deck, together. */
export async function insertComment(
  db: Executor,
  comment: { id: string; deckId: string; authorId: string; body: string; parentId: string | null },
) {
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(decks)
      .set({ commentCount: sql`${decks.commentCount} + 1` })
      .where(eq(decks.id, comment.deckId));
    return tx.insert(deckComments).values(comment).returning();
  });
  if (!row) throw new Error('the new comment was not returned');
  return row;
}

export async function findComment(db: Executor, deckId: string, commentId: string) {
  const [comment] = await db
    .select()
    .from(deckComments)
    .where(and(eq(deckComments.id, commentId), eq(deckComments.deckId, deckId)));
  return comment;
}

/**
 * Removes a comment with its replies (they go with it) and takes them off the deck's count,
 * together; false when it was not there.
 */
export async function removeComment(db: Executor, commentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(deckComments)
      .where(or(eq(deckComments.id, commentId), eq(deckComments.parentId, commentId)))
      .returning({ deckId: deckComments.deckId });
    const deckId = removed[0]?.deckId;
    if (!deckId) return false;
    await tx
      .update(decks)
      .set({ commentCount: sql`greatest(${decks.commentCount} - ${removed.length}, 0)` })
      .where(eq(decks.id, deckId));
    return true;
  });
}

export async function insertCommentReport(
  db: Executor,
  report: typeof commentReports.$inferInsert,
): Promise<void> {
  await db.insert(commentReports).values(report);
}

export async function insertReport(db: Executor, report: typeof deckReports.$inferInsert): Promise<void> {
  await db.insert(deckReports).values(report);
}
