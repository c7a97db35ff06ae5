import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { bookPages, books } from '../../db/schema/index.ts';

/** Sets a version's processing state; undefined when that version is no longer the book's. */
export async function updateProcessedBook(
  db: Executor,
  bookId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof books>,
) {
  const [book] = await db
    .update(books)
    .set(values)
    .where(and(eq(books.id, bookId), eq(books.fileVersion, fileVersion)))
    .returning({ id: books.id });
  return book;
}

/** Sets the cover made from page 1, unless the book got one meanwhile or changed version. */
export async function setMadeCover(
  db: Executor,
  bookId: string,
  fileVersion: number,
  cover: { key: string; width: number; height: number },
): Promise<void> {
  await db
    .update(books)
    .set({ coverKey: cover.key, coverWidth: cover.width, coverHeight: cover.height })
    .where(and(eq(books.id, bookId), eq(books.fileVersion, fileVersion), isNull(books.coverKey)));
}

export async function storedPageNumbers(
  db: Executor,
  bookId: string,
  fileVersion: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ number: bookPages.number })
    .from(bookPages)
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.fileVersion, fileVersion)));
  return new Set(rows.map((row) => row.number));
}

/** How many pages of the version are stored, as an expression for the progress update. */
export const pagesStored = (bookId: string, fileVersion: number) =>
  sql`(select count(*) from ${bookPages} where ${bookPages.bookId} = ${bookId} and ${bookPages.fileVersion} = ${fileVersion})`;

export async function insertPage(
  db: Executor,
  page: Omit<typeof bookPages.$inferInsert, 'bookId' | 'fileVersion'> & {
    bookId: string;
    fileVersion: number;
  },
): Promise<void> {
  await db.insert(bookPages).values(page).onConflictDoNothing();
}

/** Records the processing job of a book (of this version, when given). */
export async function setJobId(
  db: Executor,
  bookId: string,
  jobId: string,
  fileVersion?: number,
): Promise<void> {
  await db
    .update(books)
    .set({ jobId })
    .where(
      fileVersion === undefined
        ? eq(books.id, bookId)
        : and(eq(books.id, bookId), eq(books.fileVersion, fileVersion)),
    );
}

/**
 * Books queued or processing whose row has not changed for `seconds`, and those queued without
 * a job for `unqueuedSeconds` (how the import command hands its PDFs over).
 */
export function stalledBooks(db: Executor, seconds: number, unqueuedSeconds: number) {
  const olderThan = (age: number) => lt(books.updatedAt, sql`now() - make_interval(secs => ${age})`);
  return db
    .select({ id: books.id, fileVersion: books.fileVersion, jobId: books.jobId })
    .from(books)
    .where(
      and(
        inArray(books.status, ['queued', 'processing']),
        or(olderThan(seconds), and(isNull(books.jobId), olderThan(unqueuedSeconds))),
      ),
    );
}
