import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { categories, decks, highlights, subCategories } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

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

const newestFirst: SortKey[] = [
  { column: highlights.createdAt, descending: true, kind: 'timestamp' },
  { column: highlights.id, descending: false, kind: 'text' },
];

/**
 * Highlights as they are shown: only on decks anyone can read (ready), with the deck's card (and
 * their position in a member's list).
 */
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
      ...positionFields(newestFirst),
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

/** A member's highlights, newest first, paged by keyset; only public ones unless the member asks. */
export function highlightViewList(db: Executor, userId: string, publicOnly: boolean) {
  const where = and(eq(highlights.userId, userId), publicOnly ? eq(highlights.isPublic, true) : undefined);
  const keys = newestFirst;
  const readable = and(eq(decks.id, highlights.deckId), eq(decks.status, 'ready'));
  return {
    keys,
    total: async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(highlights)
        .innerJoin(decks, readable)
        .where(where);
      return Number(counted?.n ?? 0);
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(
        db,
        keys,
        pageSize,
        db.select(rankFields(keys)).from(highlights).innerJoin(decks, readable).where(where),
      ),
    rows: (range: ListRange) =>
      highlightViews(db, and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
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
