import type { BookCard, BookDetail, BookList, bookListQuerySchema, EditorBookList } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { type PageRequest, seekPage, sharedFigures } from '../../lib/keyset.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanSee, bookNotFound, isEditor } from './policies.ts';
import { presentBook, toCard, toEditorBook } from './presenters.ts';
import {
  type BookRow,
  bookCardList,
  findBook,
  findBookCard,
  readableBookCardRows,
  relatedBookCards,
} from './repository.ts';

const relatedCount = 8;

/** Cards of the books among `ids` that can be read here, by id (others are left out). */
export async function readableBookCards(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, BookCard>> {
  if (!ids.length) return new Map();
  const rows = await readableBookCardRows(db, ids);
  return new Map(rows.map((row) => [row.id, toCard(row)]));
}

/** One page of public books: a subject tab, or on "all" the visitor's subjects when given. */
export async function listBooks(
  db: Database,
  hotReads: Pick<FastifyInstance['hotReads'], 'remember'>,
  query: z.output<typeof bookListQuerySchema>,
): Promise<BookList> {
  const subjects = query.subject === 'all' ? query.subjects : [query.subject];
  const filter = { subjects, categorySlug: query.category };
  const list = sharedFigures(
    bookCardList(db, filter, query.sort),
    hotReads,
    `public books ${JSON.stringify(filter)}`,
    query.sort,
  );
  const { rows, total, next } = await seekPage(list, query);
  return { items: rows.map(toCard), page: query.page, pageSize: query.pageSize, total, next };
}

export async function listEditorBooks(
  db: Database,
  query: { status?: BookRow['status'] } & PageRequest,
): Promise<EditorBookList> {
  const statuses = query.status
    ? [query.status]
    : (['none', 'queued', 'processing', 'ready', 'failed'] as const);
  const { rows, total, next } = await seekPage(bookCardList(db, { statuses }, 'updated'), query);
  return { items: rows.map(toEditorBook), page: query.page, pageSize: query.pageSize, total, next };
}

export async function getBook(db: Database, viewer: SessionUser | null, bookId: string): Promise<BookDetail> {
  const book = await findBook(db, bookId);
  assertCanSee(viewer, book);
  return presentBookRow(db, book, isEditor(viewer));
}

/** The detail of a stored row (editor endpoints answer with it after a change). */
export async function presentBookRow(db: Database, book: BookRow, forEditor: boolean): Promise<BookDetail> {
  const card = await findBookCard(db, book.id);
  if (!card) throw bookNotFound();
  return presentBook(db, card, book, forEditor);
}

export async function relatedBooks(db: Database, bookId: string): Promise<BookCard[]> {
  const book = await findBook(db, bookId);
  assertCanSee(null, book);
  return (await relatedBookCards(db, book, relatedCount)).map(toCard);
}
