import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { books } from '../../db/schema/index.ts';
import type { BookRow } from './repository.ts';

export async function insertBook(db: Executor, values: typeof books.$inferInsert): Promise<BookRow> {
  const [row] = await db.insert(books).values(values).returning();
  if (!row) throw new Error('the new book was not returned');
  return row;
}

/** The changed book, or undefined when there is no such book. */
export async function updateBookRow(
  db: Executor,
  bookId: string,
  values: PgUpdateSetSource<typeof books>,
): Promise<BookRow | undefined> {
  const [row] = await db.update(books).set(values).where(eq(books.id, bookId)).returning();
  return row;
}

/** Whether there was such a book. */
export async function deleteBookRow(db: Executor, bookId: string): Promise<boolean> {
  const deleted = await db.delete(books).where(eq(books.id, bookId)).returning({ id: books.id });
  return deleted.length > 0;
}
