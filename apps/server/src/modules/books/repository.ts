import type { BookSort } from '@medshelf/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { bookPages, books, categories, subjects } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

export type BookRow = typeof books.$inferSelect;

/** Anyone sees a book that is only a link or whose PDF is processed; the rest only editors. */
export const publicStatuses = ['none', 'ready'] as const;

export const cardColumns = {
  id: books.id,
  slug: books.slug,
  title: books.title,
  authors: books.authors,
  year: books.year,
  edition: books.edition,
  subjectSlug: books.subjectSlug,
  subjectName: subjects.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  coverKey: books.coverKey,
  coverWidth: books.coverWidth,
  coverHeight: books.coverHeight,
  status: books.status,
  failureReason: books.failureReason,
  pageCount: books.pageCount,
  pagesDone: books.pagesDone,
  externalUrl: books.externalUrl,
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
};

export type BookCardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function selectCards(db: Executor) {
  return db
    .select(cardColumns)
    .from(books)
    .innerJoin(subjects, eq(subjects.slug, books.subjectSlug))
    .leftJoin(categories, eq(categories.id, books.categoryId));
}

export interface BookFilter {
  subjects?: string[];
  categorySlug?: string;
  /** Editors' list: any status, or this one. */
  statuses?: readonly BookRow['status'][];
}

function whereOf(filter: BookFilter): SQL | undefined {
  const conditions: SQL[] = [inArray(books.status, [...(filter.statuses ?? publicStatuses)])];
  if (filter.subjects?.length) conditions.push(inArray(books.subjectSlug, filter.subjects));
  if (filter.categorySlug) conditions.push(eq(categories.slug, filter.categorySlug));
  return and(...conditions);
}

/** The orders of book lists, each ending in the unique id. */
export const bookOrders: Record<BookSort | 'updated', SortKey[]> = {
  newest: [
    { column: books.createdAt, descending: true, kind: 'timestamp' },
    { column: books.id, descending: false, kind: 'text' },
  ],
  title: [
    { column: sql`lower(${books.title})`, descending: false, kind: 'text' },
    { column: books.id, descending: false, kind: 'text' },
  ],
  updated: [
    { column: books.updatedAt, descending: true, kind: 'timestamp' },
    { column: books.id, descending: false, kind: 'text' },
  ],
};

/** One list of books (a filter in one order), paged by keyset (decision 0029). */
export function bookCardList(db: Executor, filter: BookFilter, sort: BookSort | 'updated') {
  const where = whereOf(filter);
  const keys = bookOrders[sort];
  return {
    keys,
    total: async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(books)
        .leftJoin(categories, eq(categories.id, books.categoryId))
        .where(where);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(
        db,
        keys,
        pageSize,
        db
          .select(rankFields(keys))
          .from(books)
          .leftJoin(categories, eq(categories.id, books.categoryId))
          .where(where),
      ),
    rows: (range: ListRange) =>
      db
        .select({ ...cardColumns, ...positionFields(keys) })
        .from(books)
        .innerJoin(subjects, eq(subjects.slug, books.subjectSlug))
        .leftJoin(categories, eq(categories.id, books.categoryId))
        .where(and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

export async function findBook(db: Executor, id: string): Promise<BookRow | undefined> {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row;
}

/** Cards of the books among `ids` whose PDF is processed, so they can be read here. */
export function readableBookCardRows(db: Executor, ids: readonly string[]): Promise<BookCardRow[]> {
  return selectCards(db).where(and(inArray(books.id, [...ids]), eq(books.status, 'ready')));
}

export async function findBookCard(db: Executor, id: string): Promise<BookCardRow | undefined> {
  const [row] = await selectCards(db).where(eq(books.id, id));
  return row;
}

/** Same category first, then the same subject; public books only, newest first. */
export function relatedBookCards(db: Executor, book: BookRow, limit: number) {
  const sameCategory =
    book.categoryId === null
      ? sql`1`
      : sql`case when ${books.categoryId} = ${book.categoryId} then 0 else 1 end`;
  return selectCards(db)
    .where(
      and(
        inArray(books.status, [...publicStatuses]),
        eq(books.subjectSlug, book.subjectSlug),
        ne(books.id, book.id),
      ),
    )
    .orderBy(sameCategory, desc(books.createdAt), asc(books.id))
    .limit(limit);
}

export function listPages(db: Executor, bookId: string, fileVersion: number) {
  return db
    .select({ number: bookPages.number, width: bookPages.width, height: bookPages.height })
    .from(bookPages)
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.fileVersion, fileVersion)))
    .orderBy(asc(bookPages.number));
}

/** The id of a category of the subject, by slug; null when the subject has no such category. */
export async function findCategoryOfSubject(
  db: Executor,
  subjectSlug: string,
  categorySlug: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.subjectSlug, subjectSlug), eq(categories.slug, categorySlug)));
  return row?.id ?? null;
}

export async function subjectName(db: Executor, slug: string): Promise<string> {
  const [row] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.slug, slug));
  return row?.name ?? slug;
}

/**
 * A book already in the library that this one would duplicate: the same ISBN, or (without an
 * ISBN) the same title, edition and year. Re-running an import must not add a book twice.
 */
export async function findDuplicate(
  db: Executor,
  book: { isbn: string | null; title: string; edition: string; year: number | null },
  exceptId?: string,
): Promise<BookRow | undefined> {
  const same = book.isbn
    ? eq(books.isbn, book.isbn)
    : and(
        sql`lower(${books.title}) = lower(${book.title})`,
        sql`lower(${books.edition}) = lower(${book.edition})`,
        book.year === null ? sql`${books.year} is null` : eq(books.year, book.year),
      );
  const [row] = await db
    .select()
    .from(books)
    .where(exceptId ? and(same, ne(books.id, exceptId)) : same)
    .limit(1);
  return row;
}
