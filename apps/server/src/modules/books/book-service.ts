import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { type BookPatch, bookMessages, slugify } from '@medshelf/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { type PreparedImage, prepareCover, type TempFile } from '../../documents/covers.ts';
import type { PdfChecker } from '../../documents/pdf-document.ts';
import { conflict, validationFailed } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { linkPreviewKey } from '../files/index.ts';
import { checkBookPdf } from './book-files.ts';
import { type ValidBook, validateBookPatch } from './book-input.ts';
import { bookKeys, isMadeCover } from './book-keys.ts';
import { deleteBookRow, insertBook, updateBookRow } from './book-repository.ts';
import type { BooksContext } from './context.ts';
import { bookNotFound } from './policies.ts';
import { type BookRow, findBook, findBookCard, findDuplicate } from './repository.ts';

export interface CheckedPdf {
  /** The bytes, opened only when they are stored (a refused book never opens its file). */
  open(): Readable | Buffer;
  size: number;
  pageCount: number;
}

export interface CheckedBookFiles {
  pdf?: CheckedPdf;
  cover?: PreparedImage;
}

/** Checks uploaded or imported files by their content; nothing is stored yet. */
export async function checkBookFiles(
  files: { pdf?: TempFile; cover?: TempFile },
  checkPdf: PdfChecker,
): Promise<CheckedBookFiles> {
  const checked: CheckedBookFiles = {};
  if (files.pdf) {
    const { pageCount } = await checkBookPdf(files.pdf, checkPdf);
    const { path } = files.pdf;
    checked.pdf = { open: () => createReadStream(path), size: files.pdf.size, pageCount };
  }
  if (files.cover) checked.cover = await prepareCover(files.cover);
  return checked;
}

function duplicateMessage(existing: BookRow): string {
  if (existing.isbn)
    return `A book with ISBN ${existing.isbn} is already in the library: "${existing.title}"`;
  const details = [existing.edition, existing.year].filter(Boolean).join(', ');
  return `"${existing.title}"${details ? ` (${details})` : ''} is already in the library`;
}

/** Refuses a book that would duplicate one already in the library (see findDuplicate). */
export async function assertNotDuplicate(ctx: BooksContext, book: ValidBook, exceptId?: string) {
  const existing = await findDuplicate(ctx.db, book, exceptId);
  if (existing) throw conflict(duplicateMessage(existing));
}

const columnsOf = (book: ValidBook) => ({
  slug: slugify(book.title) || 'book',
  title: book.title,
  authors: book.authors,
  edition: book.edition,
  year: book.year,
  publisher: book.publisher,
  isbn: book.isbn,
  subjectSlug: book.subject,
  categoryId: book.categoryId,
  description: book.description,
  externalUrl: book.externalUrl,
});

/**
 * Stores the checked files under generated keys, then writes the row and queues its PDF. A
 * book needs a PDF or a link. Nothing is left behind when a step fails.
 */
export async function createBook(
  ctx: BooksContext,
  addedBy: string | null,
  book: ValidBook,
  files: CheckedBookFiles,
): Promise<BookRow> {
  if (!files.pdf && !book.externalUrl)
    throw validationFailed([{ path: 'pdf', message: bookMessages.pdfOrLink }]);
  await assertNotDuplicate(ctx, book);
  const id = randomId();
  try {
    if (files.pdf) await ctx.storage.put(bookKeys.original(id, 1), files.pdf.open(), 'application/pdf');
    const coverKey = files.cover ? bookKeys.givenCover(id, randomId(8)) : null;
    if (coverKey && files.cover) await ctx.storage.put(coverKey, files.cover.webp, 'image/webp');
    const row = await insertBook(ctx.db, {
      id,
      ...columnsOf(book),
      coverKey,
      coverWidth: files.cover?.width ?? 0,
      coverHeight: files.cover?.height ?? 0,
      status: files.pdf ? 'queued' : 'none',
      fileVersion: files.pdf ? 1 : 0,
      pageCount: files.pdf?.pageCount ?? 0,
      originalSize: files.pdf?.size ?? 0,
      addedBy,
    });
    if (files.pdf) await ctx.queueProcessing(id, 1);
    return row;
  } catch (error) {
    await deleteBookRow(ctx.db, id);
    await ctx.storage.deletePrefix(bookKeys.book(id));
    // Two editors adding the same ISBN at once: the unique index decides, with the same words.
    if (isUniqueViolation(error)) await assertNotDuplicate(ctx, book);
    throw error;
  }
}

async function existingBook(ctx: BooksContext, bookId: string) {
  const [book, card] = await Promise.all([findBook(ctx.db, bookId), findBookCard(ctx.db, bookId)]);
  if (!book || !card) throw bookNotFound();
  return { ...book, categorySlug: card.categorySlug };
}

export async function updateBook(ctx: BooksContext, bookId: string, patch: BookPatch): Promise<BookRow> {
  const existing = await existingBook(ctx, bookId);
  const book = await validateBookPatch(ctx.db, existing, patch);
  if (existing.fileVersion === 0 && !book.externalUrl)
    throw validationFailed([{ path: 'externalUrl', message: bookMessages.pdfOrLink }]);
  await assertNotDuplicate(ctx, book, bookId);
  const row = await updateBookRow(ctx.db, bookId, columnsOf(book));
  if (!row) throw bookNotFound();
  return row;
}

/** A new PDF: a new version, processed from scratch; the old version's files removed. */
export async function replaceBookPdf(ctx: BooksContext, bookId: string, pdf: CheckedPdf): Promise<BookRow> {
  const existing = await existingBook(ctx, bookId);
  const version = existing.fileVersion + 1;
  await ctx.storage.put(bookKeys.original(bookId, version), pdf.open(), 'application/pdf');
  // A cover made from the old first page goes with it; a given cover stays.
  const madeCover =
    existing.coverKey !== null && isMadeCover(existing.coverKey, bookId, existing.fileVersion);
  const row = await updateBookRow(ctx.db, bookId, {
    fileVersion: version,
    status: 'queued',
    failureReason: null,
    pagesDone: 0,
    pageCount: pdf.pageCount,
    originalSize: pdf.size,
    jobId: null,
    ...(madeCover ? { coverKey: null, coverWidth: 0, coverHeight: 0 } : {}),
  });
  if (!row) throw bookNotFound();
  await ctx.queueProcessing(bookId, version);
  if (existing.fileVersion > 0)
    await ctx.storage.deletePrefix(bookKeys.version(bookId, existing.fileVersion));
  return row;
}

export async function replaceBookCover(
  ctx: BooksContext,
  bookId: string,
  cover: PreparedImage,
): Promise<BookRow> {
  const existing = await existingBook(ctx, bookId);
  const key = bookKeys.givenCover(bookId, randomId(8));
  await ctx.storage.put(key, cover.webp, 'image/webp');
  const row = await updateBookRow(ctx.db, bookId, {
    coverKey: key,
    coverWidth: cover.width,
    coverHeight: cover.height,
  });
  if (!row) throw bookNotFound();
  if (existing.coverKey) {
    await ctx.storage.deletePrefix(existing.coverKey);
    await ctx.storage.deletePrefix(linkPreviewKey(existing.coverKey));
  }
  return row;
}

/** Removes the book, its pages (cascade) and every file of every version. */
export async function deleteBook(ctx: BooksContext, bookId: string): Promise<void> {
  if (!(await deleteBookRow(ctx.db, bookId))) throw bookNotFound();
  await ctx.storage.deletePrefix(bookKeys.book(bookId));
}
