import { and, asc, count, countDistinct, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  categories,
  commentReports,
  deckComments,
  decks,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import { rankNewestFirst, shownNewestFirst } from './repository.ts';

const open = isNull(commentReports.resolvedAt);

/** One page of comments with open reports, the most recently reported first, and how many. */
export async function pageOfReportedComments(db: Executor, limit: number, offset: number) {
  const lastReportedAt = max(commentReports.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ commentId: commentReports.commentId, openReports: count(), lastReportedAt })
      .from(commentReports)
      .where(open)
      .groupBy(commentReports.commentId)
      .orderBy(desc(lastReportedAt), asc(commentReports.commentId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: countDistinct(commentReports.commentId) })
      .from(commentReports)
      .where(open),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The comments of a page with their author and deck. */
export function reportedCommentRows(db: Executor, commentIds: string[]) {
  return db
    .select({
      id: deckComments.id,
      body: deckComments.body,
      createdAt: deckComments.createdAt,
      authorId: users.id,
      authorUsername: users.username,
      authorName: users.name,
      authorImage: users.image,
      deckId: decks.id,
      deckTitle: decks.title,
      categorySlug: categories.slug,
      subCategorySlug: subCategories.slug,
    })
    .from(deckComments)
    .innerJoin(users, eq(users.id, deckComments.authorId))
    .innerJoin(decks, eq(decks.id, deckComments.deckId))
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(inArray(deckComments.id, commentIds));
}

/** The newest open reports of each comment, newest first. */
export function openCommentReportRows(db: Executor, commentIds: string[]) {
  const ranked = db
    .select({
      id: commentReports.id,
      commentId: commentReports.commentId,
      reason: commentReports.reason,
      details: commentReports.details,
      createdAt: commentReports.createdAt,
      reporterUsername: users.username,
      rank: rankNewestFirst(commentReports.commentId, commentReports),
    })
    .from(commentReports)
    .leftJoin(users, eq(users.id, commentReports.reporterId))
    .where(and(open, inArray(commentReports.commentId, commentIds)))
    .as('ranked');
  return shownNewestFirst(db.select().from(ranked).$dynamic(), ranked);
}

/** Resolves the comment's open reports; how many there were (0 also when the comment is gone). */
export async function resolveOpenCommentReports(db: Executor, commentId: string): Promise<number> {
  const resolved = await db
    .update(commentReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(commentReports.commentId, commentId), open))
    .returning({ id: commentReports.id });
  return resolved.length;
}

export async function commentExists(db: Executor, commentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: deckComments.id })
    .from(deckComments)
    .where(eq(deckComments.id, commentId));
  return rows.length > 0;
}
