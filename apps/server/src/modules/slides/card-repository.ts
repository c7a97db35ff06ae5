import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { deckLikes, deckPages, decks } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';
import { cardColumns, withOwnerAndPlace } from './repository.ts';

const likedKeys: SortKey[] = [
  { column: deckLikes.createdAt, descending: true, kind: 'timestamp' },
  { column: decks.id, descending: false, kind: 'text' },
];

/** The ready decks a member liked, the latest like first, paged by keyset. */
export function likedDeckCards(db: Executor, userId: string) {
  const liked = and(eq(deckLikes.deckId, decks.id), eq(deckLikes.userId, userId));
  const ready = eq(decks.status, 'ready');
  const keys = likedKeys;
  return {
    keys,
    total: async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deckLikes)
        .innerJoin(decks, liked)
        .where(ready);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(
        db,
        keys,
        pageSize,
        db.select(rankFields(keys)).from(deckLikes).innerJoin(decks, liked).where(ready),
      ),
    rows: (range: ListRange) =>
      withOwnerAndPlace(
        db
          .select({ ...cardColumns, ...positionFields(keys) })
          .from(decks)
          .$dynamic(),
      )
        .innerJoin(deckLikes, liked)
        .where(and(ready, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
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
