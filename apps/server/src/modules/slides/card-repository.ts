import type { DeckCard } from '@medshelf/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { deckLikes, deckPages, decks } from '../../db/schema/index.ts';
import { selectCards, toCard } from './repository.ts';

/** A member's ready decks, newest first. */
export async function readyDeckCardsOf(
  db: Executor,
  ownerId: string,
  limit: number,
  offset: number,
): Promise<{ items: DeckCard[]; total: number }> {
  const where = and(eq(decks.ownerId, ownerId), eq(decks.status, 'ready'));
  const [rows, [counted]] = await Promise.all([
    selectCards(db).where(where).orderBy(desc(decks.createdAt), asc(decks.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(decks).where(where),
  ]);
  return { items: rows.map(toCard), total: counted?.n ?? 0 };
}

/** The ready decks a member liked, the latest like first. */
export async function likedDeckCards(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ items: DeckCard[]; total: number }> {
  const liked = and(eq(deckLikes.deckId, decks.id), eq(deckLikes.userId, userId));
  const ready = eq(decks.status, 'ready');
  const [rows, [counted]] = await Promise.all([
    selectCards(db)
      .innerJoin(deckLikes, liked)
      .where(ready)
      .orderBy(desc(deckLikes.createdAt), asc(decks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(deckLikes).innerJoin(decks, liked).where(ready),
  ]);
  return { items: rows.map(toCard), total: counted?.n ?? 0 };
}

/** The pages of a deck's file version, in order. */
export function pagesOf(db: Executor, deckId: string, fileVersion: number) {
  return db
    .select({
      number: deckPages.number,
      width: deckPages.width,
      height: deckPages.height,
      hasWords: sql<boolean>`${deckPages.words} is not null`,
    })
    .from(deckPages)
    .where(and(eq(deckPages.deckId, deckId), eq(deckPages.fileVersion, fileVersion)))
    .orderBy(asc(deckPages.number));
}

/** One page's words with their boxes; undefined when the page is not stored, null when it has none kept. */
export async function pageWordsOf(db: Executor, deckId: string, fileVersion: number, number: number) {
  const [row] = await db
    .select({ words: deckPages.words })
    .from(deckPages)
    .where(
      and(eq(deckPages.deckId, deckId), eq(deckPages.fileVersion, fileVersion), eq(deckPages.number, number)),
    );
  return row?.words;
}

export async function likes(db: Executor, deckId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ deckId: deckLikes.deckId })
    .from(deckLikes)
    .where(and(eq(deckLikes.deckId, deckId), eq(deckLikes.userId, userId)));
  return rows.length > 0;
}
