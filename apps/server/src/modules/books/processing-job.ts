import { buffer } from 'node:stream/consumers';
import { bookLimits, bookMessages } from '@medshelf/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { bookPages, books } from '../../db/schema/index.ts';
import { pageImageWidths } from '../../documents/page-images.ts';
import type { PdfPages } from '../../documents/pdf-document.ts';
import { renderPages, UnusableFile } from '../../documents/render-pages.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import { coverFromPixels } from './book-files.ts';
import { bookKeys } from './book-keys.ts';
import type { BooksContext } from './context.ts';
import { findBook } from './repository.ts';

async function setBook(
  ctx: BooksContext,
  bookId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof books>,
) {
  const [book] = await ctx.db
    .update(books)
    .set(values)
    .where(and(eq(books.id, bookId), eq(books.fileVersion, fileVersion)))
    .returning({ id: books.id });
  return book;
}

/** Page 1, small, as the cover: only while the book has none (an editor's cover always wins). */
async function makeCover(ctx: BooksContext, pdf: PdfPages, bookId: string, fileVersion: number) {
  const cover = await coverFromPixels(pdf.render(1, pageImageWidths.small));
  const key = bookKeys.madeCover(bookId, fileVersion);
  await ctx.storage.put(key, cover.webp, 'image/webp');
  await ctx.db
    .update(books)
    .set({ coverKey: key, coverWidth: cover.width, coverHeight: cover.height })
    .where(and(eq(books.id, bookId), eq(books.fileVersion, fileVersion), isNull(books.coverKey)));
}

async function storedPageNumbers(ctx: BooksContext, bookId: string, fileVersion: number) {
  const rows = await ctx.db
    .select({ number: bookPages.number })
    .from(bookPages)
    .where(and(eq(bookPages.bookId, bookId), eq(bookPages.fileVersion, fileVersion)));
  return new Set(rows.map((row) => row.number));
}

/**
 * book.process: makes the cover from page 1 when none was given, renders every page (WebP at
 * three widths) and keeps its text for search. Idempotent and resumable like deck.process:
 * pages already stored for this version are skipped, a job for a replaced version does nothing.
 */
export async function processBook(
  ctx: BooksContext,
  { bookId, fileVersion }: JobPayloads['book.process'],
  attempt: JobAttempt,
) {
  const book = await findBook(ctx.db, bookId);
  if (!book || book.fileVersion !== fileVersion || book.status === 'ready') return;
  await renderPages(
    {
      storage: ctx.storage,
      log: ctx.log,
      logDetails: { bookId },
      failureLog: 'book processing failed',
      maxPages: bookLimits.maxPages,
      messages: bookMessages,
      async loadPdf() {
        const original = await ctx.storage.get(bookKeys.original(bookId, fileVersion));
        if (!original) throw new UnusableFile(bookMessages.processingFailed);
        return buffer(original.body);
      },
      storedPageNumbers: () => storedPageNumbers(ctx, bookId, fileVersion),
      setProgress: async (values) => Boolean(await setBook(ctx, bookId, fileVersion, values)),
      pagesStored: sql`(select count(*) from ${bookPages} where ${bookPages.bookId} = ${bookId} and ${bookPages.fileVersion} = ${fileVersion})`,
      pageKey: (number, size) => bookKeys.page(bookId, fileVersion, number, size),
      versionPrefix: bookKeys.version(bookId, fileVersion),
      async insertPage(page) {
        await ctx.db
          .insert(bookPages)
          .values({ bookId, fileVersion, ...page })
          .onConflictDoNothing();
      },
      beforePages: async (pdf) => {
        if (!book.coverKey) await makeCover(ctx, pdf, bookId, fileVersion);
      },
    },
    attempt,
  );
}
