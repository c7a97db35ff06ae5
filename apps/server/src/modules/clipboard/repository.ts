import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { categories, clips, deckPages, decks, subCategories, users } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

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

const newestFirst: SortKey[] = [
  { column: clips.createdAt, descending: true, kind: 'timestamp' },
  { column: clips.id, descending: false, kind: 'text' },
];

/** Clips as the clipboard shows them, with their page, deck and its place (and list position). */
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
    ...positionFields(newestFirst),
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

/** A user's clips, newest first, paged by keyset; only public ones unless the owner asks. */
export function clipViewList(db: Executor, userId: string, publicOnly: boolean) {
  const where = and(eq(clips.userId, userId), publicOnly ? eq(clips.isPublic, true) : undefined);
  const keys = newestFirst;
  return {
    keys,
    total: async () => {
      const [counted] = await shownPages(
        db.select({ n: sql<number>`count(*)::int` }).from(clips).$dynamic(),
      ).where(where);
      return Number(counted?.n ?? 0);
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(
        db,
        keys,
        pageSize,
        shownPages(db.select(rankFields(keys)).from(clips).$dynamic()).where(where),
      ),
    rows: (range: ListRange) =>
      clipViews(db, and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}
