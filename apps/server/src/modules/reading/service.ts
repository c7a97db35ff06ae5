import {
  paths,
  type ReadingItem,
  type ReadingKind,
  type ReadingList,
  type ReadingPositionBody,
  readingLimits,
  readingMessages,
} from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { readableBookCards } from '../books/index.ts';
import { readyDeckCards, requireReadyDeck } from '../slides/index.ts';
import { listPositions, type ReadingPositionRow, removePosition, upsertPosition } from './repository.ts';

export type ReadingContext = Pick<FastifyInstance, 'db'> & { clock: () => Date };

const itemKey = (kind: ReadingKind, id: string) => `${kind}:${id}`;

/** The page count of a deck or book anyone may read here; 404 for anything else. */
async function readablePageCount(ctx: ReadingContext, kind: ReadingKind, id: string): Promise<number> {
  if (kind === 'deck') return (await requireReadyDeck(ctx.db, id)).pageCount;
  const book = (await readableBookCards(ctx.db, [id])).get(id);
  if (!book) throw new HttpError(404, 'not_found', readingMessages.notFound);
  return book.pageCount;
}

/** Keeps the page a member left a deck or book at. */
export async function savePosition(
  ctx: ReadingContext,
  user: SessionUser,
  kind: ReadingKind,
  id: string,
  body: ReadingPositionBody,
): Promise<void> {
  const pageCount = await readablePageCount(ctx, kind, id);
  if (body.page > pageCount) throw badRequest(readingMessages.pageMissing);
  const now = ctx.clock();
  // A device's own clock may run ahead: a position is never newer than now.
  const given = body.readAt ? new Date(body.readAt) : now;
  await upsertPosition(ctx.db, {
    userId: user.id,
    itemKey: itemKey(kind, id),
    deckId: kind === 'deck' ? id : null,
    bookId: kind === 'book' ? id : null,
    page: body.page,
    readAt: given < now ? given : now,
  });
}

export function forgetPosition(ctx: ReadingContext, user: SessionUser, kind: ReadingKind, id: string) {
  return removePosition(ctx.db, user.id, itemKey(kind, id));
}

/**
 * What the member was reading, newest first: only decks and books that can still be read (one
 * taken down or being replaced drops out until it is back), at a page it still has.
 */
export async function listReading(ctx: ReadingContext, user: SessionUser): Promise<ReadingList> {
  // Some rows may name what cannot be read now; asking for more keeps the list full.
  const rows = await listPositions(ctx.db, user.id, readingLimits.listSize * 2);
  const [decks, books] = await Promise.all([
    readyDeckCards(
      ctx.db,
      rows.flatMap((row) => (row.deckId ? [row.deckId] : [])),
    ),
    readableBookCards(
      ctx.db,
      rows.flatMap((row) => (row.bookId ? [row.bookId] : [])),
    ),
  ]);
  const present = (row: ReadingPositionRow): ReadingItem[] => {
    const readAt = row.readAt.toISOString();
    const deck = row.deckId ? decks.get(row.deckId) : undefined;
    if (deck) {
      return [
        {
          kind: 'deck',
          id: deck.id,
          title: deck.title,
          path: paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug),
          image: deck.thumbnail
            ? { url: deck.thumbnail, width: deck.thumbnailWidth, height: deck.thumbnailHeight }
            : null,
          page: Math.min(row.page, deck.pageCount),
          pageCount: deck.pageCount,
          readAt,
        },
      ];
    }
    const book = row.bookId ? books.get(row.bookId) : undefined;
    if (!book) return [];
    return [
      {
        kind: 'book',
        id: book.id,
        title: book.title,
        path: paths.bookDetails(book.id),
        image: book.cover,
        page: Math.min(row.page, book.pageCount),
        pageCount: book.pageCount,
        readAt,
      },
    ];
  };
  return { items: rows.flatMap(present).slice(0, readingLimits.listSize) };
}
