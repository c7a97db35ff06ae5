import { and, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { deckPages, decks } from '../../db/schema/index.ts';

/** Sets a version's processing state; nothing (undefined) when the version is gone or taken down. */
export async function updateProcessedDeck(
  db: Executor,
  deckId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof decks>,
) {
  const [deck] = await db
    .update(decks)
    .set(values)
    // A deck the editors took down stays down: the job stops as if the deck had been deleted.
    .where(and(eq(decks.id, deckId), eq(decks.fileVersion, fileVersion), ne(decks.status, 'removed')))
    .returning();
  return deck;
}

export async function storedPageNumbers(
  db: Executor,
  deckId: string,
  fileVersion: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ number: deckPages.number })
    .from(deckPages)
    .where(and(eq(deckPages.deckId, deckId), eq(deckPages.fileVersion, fileVersion)));
  return new Set(rows.map((row) => row.number));
}

/** How many pages of the version are stored, as an expression for the progress update. */
export const pagesStored = (deckId: string, fileVersion: number) =>
  sql`(select count(*) from ${deckPages} where ${deckPages.deckId} = ${deckId} and ${deckPages.fileVersion} = ${fileVersion})`;

export async function insertPage(
  db: Executor,
  page: Omit<typeof deckPages.$inferInsert, 'deckId' | 'fileVersion'> & {
    deckId: string;
    fileVersion: number;
  },
): Promise<void> {
  await db.insert(deckPages).values(page).onConflictDoNothing();
}

export async function setThumbSize(
  db: Executor,
  deckId: string,
  width: number,
  height: number,
): Promise<void> {
  await db.update(decks).set({ thumbWidth: width, thumbHeight: height }).where(eq(decks.id, deckId));
}

/** How many other decks of this deck's owner wait for processing; null when the deck is gone. */
export async function ownerBacklog(db: Executor, deckId: string): Promise<number | null> {
  const [deck] = await db.select({ ownerId: decks.ownerId }).from(decks).where(eq(decks.id, deckId));
  if (!deck) return null;
  const [backlog] = await db
    .select({ n: count() })
    .from(decks)
    .where(
      and(
        eq(decks.ownerId, deck.ownerId),
        inArray(decks.status, ['queued', 'processing']),
        ne(decks.id, deckId),
      ),
    );
  return backlog?.n ?? 0;
}

/** Records the processing job of a deck (of this version, when given). */
export async function setJobId(
  db: Executor,
  deckId: string,
  jobId: string,
  fileVersion?: number,
): Promise<void> {
  await db
    .update(decks)
    .set({ jobId })
    .where(
      fileVersion === undefined
        ? eq(decks.id, deckId)
        : and(eq(decks.id, deckId), eq(decks.fileVersion, fileVersion)),
    );
}

/** Decks queued or processing whose row has not changed for `seconds`. */
export function stalledDecks(db: Executor, seconds: number) {
  return db
    .select({ id: decks.id, fileVersion: decks.fileVersion, jobId: decks.jobId })
    .from(decks)
    .where(
      and(
        inArray(decks.status, ['queued', 'processing']),
        lt(decks.updatedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}
