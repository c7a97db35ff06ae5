import type { BookCard, BookDetail, BookProcessing, EditorBook } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { bookKeys, fileUrl } from './book-keys.ts';
import { type BookCardRow, type BookRow, listPages } from './repository.ts';

export const downloadPath = (bookId: string) => `/api/books/${encodeURIComponent(bookId)}/download`;

export function toCard(row: BookCardRow): BookCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    authors: row.authors,
    year: row.year,
    edition: row.edition,
    subject: { slug: row.subjectSlug, name: row.subjectName },
    category:
      row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    cover: row.coverKey
      ? { url: fileUrl(row.coverKey), width: row.coverWidth, height: row.coverHeight }
      : null,
    hasPdf: row.status === 'ready',
    pageCount: row.status === 'ready' ? row.pageCount : 0,
    externalUrl: row.externalUrl,
  };
}

export function toProcessing(row: Pick<BookRow, 'status' | 'failureReason' | 'pagesDone' | 'pageCount'>) {
  return {
    status: row.status,
    failureReason: row.failureReason,
    pagesDone: row.pagesDone,
    pageCount: row.pageCount,
  } satisfies BookProcessing;
}

export function toEditorBook(row: BookCardRow): EditorBook {
  return { ...toCard(row), processing: toProcessing(row), updatedAt: row.updatedAt.toISOString() };
}

/** The whole book for its page: the reader's pages once processed; processing for editors. */
export async function presentBook(
  db: Database,
  card: BookCardRow,
  book: BookRow,
  forEditor: boolean,
): Promise<BookDetail> {
  const ready = book.status === 'ready';
  const pages = ready ? await listPages(db, book.id, book.fileVersion) : [];
  const image = (number: number, size: 'large' | 'small' | 'thumb') =>
    fileUrl(bookKeys.page(book.id, book.fileVersion, number, size));
  return {
    ...toCard(card),
    publisher: book.publisher,
    isbn: book.isbn,
    description: book.description,
    pages: pages.map((page) => ({
      ...page,
      large: image(page.number, 'large'),
      small: image(page.number, 'small'),
      thumb: image(page.number, 'thumb'),
      textLayer: null,
    })),
    downloadUrl: ready ? downloadPath(book.id) : null,
    fileSize: ready ? book.originalSize : 0,
    createdAt: book.createdAt.toISOString(),
    updatedAt: book.updatedAt.toISOString(),
    processing: forEditor ? toProcessing(book) : null,
  };
}
