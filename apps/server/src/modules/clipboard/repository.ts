import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { categories, clips, deckPages, decks, subCategories, users } from '../../db/schema/index.ts';

export type ClipRow = typeof clips.$inferSelect;

export async function findClip(db: Executor, id: string): Promise<ClipRow | undefined> {
  const [row] = await db.select().from(clips).where(eq(clips.id, id));
  return row;
}

export async function insertClip(db: Executor, values: typeof clips.$inferInsert) {
  await db.insert(clips).values(values);
}

export async function changeClip(db: Executor, id: string, set: Partial<Pick<ClipRow, 'note' | 'isPublic'>>) {
  if (Object.keys(set).length) await db.update(clips).set(set).where(eq(clips.id, id));
}

export async function removeClip(db: Executor, id: string) {
  await db.delete(clips).where(eq(clips.id, id));
}

export async function findUserIdByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.disabled, false)));
  return row?.id;
}

/**
 * Joins a select from `clips` to the page each clip shows, keeping only pages that can be shown
 * now: of a ready deck and still in its current file (a replaced file may have fewer pages).
 */
function shownPages<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(decks, and(eq(decks.id, clips.deckId), eq(decks.status, 'ready')))
    .innerJoin(
      deckPages,
      and(
        eq(deckPages.deckId, decks.id),
        eq(deckPages.fileVersion, decks.fileVersion),
        eq(deckPages.number, clips.pageNumber),
      ),
    );
}

/** Clips as the clipboard shows them, with their page, deck and its place. */
function clipViews(db: Executor, where: SQL | undefined) {
  const columns = {
    id: clips.id,
    note: clips.note,
    isPublic: clips.isPublic,
    createdAt: clips.createdAt,
    pageNumber: clips.pageNumber,
    width: deckPages.width,
    height: deckPages.height,
    deckId: decks.id,
    fileVersion: decks.fileVersion,
    title: decks.title,
    pageCount: decks.pageCount,
    category: categories.slug,
    subCategory: subCategories.slug,
  };
  return shownPages(db.select(columns).from(clips).$dynamic())
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(where);
}

export type ClipView = Awaited<ReturnType<typeof clipViews>>[number];

export async function findClipView(db: Executor, id: string): Promise<ClipView | undefined> {
  const [row] = await clipViews(db, eq(clips.id, id));
  return row;
}

/** One page of a user's clips, newest first; only public ones unless the owner asks. */
export async function listClipViews(
  db: Executor,
  userId: string,
  publicOnly: boolean,
  limit: number,
  offset: number,
) {
  const where = and(eq(clips.userId, userId), publicOnly ? eq(clips.isPublic, true) : undefined);
  const [rows, [counted]] = await Promise.all([
    clipViews(db, where).orderBy(desc(clips.createdAt), desc(clips.id)).limit(limit).offset(offset),
    shownPages(db.select({ n: sql<number>`count(*)::int` }).from(clips).$dynamic()).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
