import { and, eq, ne } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { decks } from '../../db/schema/index.ts';
import type { DeckRow } from './repository.ts';

export async function insertDeck(db: Executor, values: typeof decks.$inferInsert): Promise<DeckRow> {
  const [deck] = await db.insert(decks).values(values).returning();
  if (!deck) throw new Error('the new deck was not returned');
  return deck;
}

export async function deleteDeckRow(db: Executor, deckId: string): Promise<void> {
  await db.delete(decks).where(eq(decks.id, deckId));
}

/** Changes a deck unless it was taken down meanwhile (then undefined): a removed deck stays down. */
export async function updateDeckUnlessRemoved(
  db: Executor,
  deckId: string,
  values: PgUpdateSetSource<typeof decks>,
): Promise<DeckRow | undefined> {
  const [deck] = await db
    .update(decks)
    .set(values)
    .where(and(eq(decks.id, deckId), ne(decks.status, 'removed')))
    .returning();
  return deck;
}

export async function updateDeckRow(
  db: Executor,
  deckId: string,
  values: PgUpdateSetSource<typeof decks>,
): Promise<DeckRow | undefined> {
  const [deck] = await db.update(decks).set(values).where(eq(decks.id, deckId)).returning();
  return deck;
}
