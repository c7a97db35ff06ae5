import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { categories, decks, highlights, subCategories } from '../../db/schema/index.ts';

export type HighlightRow = typeof highlights.$inferSelect;

export async function findHighlight(db: Executor, id: string): Promise<HighlightRow | undefined> {
  const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
  return row;
}

export async function insertHighlight(db: Executor, values: typeof highlights.$inferInsert) {
  await db.insert(highlights).values(values);
}

export async function changeHighlight(
  db: Executor,
  id: string,
  set: Partial<Pick<HighlightRow, 'note' | 'isPublic'>>,
) {
  if (Object.keys(set).length) await db.update(highlights).set(set).where(eq(highlights.id, id));
}

export async function removeHighlight(db: Executor, id: string) {
  await db.delete(highlights).where(eq(highlights.id, id));
}

/** Highlights as they are shown: only on decks anyone can read (ready), with the deck's card. */
function highlightViews(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: highlights.id,
      pageNumber: highlights.pageNumber,
      start: highlights.start,
      end: highlights.end,
      quote: highlights.quote,
      note: highlights.note,
      isPublic: highlights.isPublic,
      createdAt: highlights.createdAt,
      onCurrentFile: sql<boolean>`${highlights.fileVersion} = ${decks.fileVersion}`,
      deckId: decks.id,
      title: decks.title,
      pageCount: decks.pageCount,
      category: categories.slug,
      subCategory: subCategories.slug,
    })
    .from(highlights)
    .innerJoin(decks, and(eq(decks.id, highlights.deckId), eq(decks.status, 'ready')))
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(where);
}

export type HighlightView = Awaited<ReturnType<typeof highlightViews>>[number];

export async function findHighlightView(db: Executor, id: string): Promise<HighlightView | undefined> {
  const [row] = await highlightViews(db, eq(highlights.id, id));
  return row;
}

/** One page of a member's highlights, newest first; only public ones unless the member asks. */
export async function listHighlightViews(
  db: Executor,
  userId: string,
  publicOnly: boolean,
  limit: number,
  offset: number,
) {
  const where = and(eq(highlights.userId, userId), publicOnly ? eq(highlights.isPublic, true) : undefined);
  const [rows, [counted]] = await Promise.all([
    highlightViews(db, where)
      .orderBy(desc(highlights.createdAt), desc(highlights.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(highlights)
      .innerJoin(decks, and(eq(decks.id, highlights.deckId), eq(decks.status, 'ready')))
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A member's highlights on one deck's current file, in page and word order (to draw them). */
export function deckHighlightViews(db: Executor, userId: string, deckId: string) {
  return highlightViews(
    db,
    and(
      eq(highlights.userId, userId),
      eq(highlights.deckId, deckId),
      eq(highlights.fileVersion, decks.fileVersion),
    ),
  ).orderBy(highlights.pageNumber, highlights.start);
}
