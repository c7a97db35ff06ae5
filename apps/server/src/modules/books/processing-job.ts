import { buffer } from 'node:stream/consumers';
import { bookLimits, bookMessages } from '@medshelf/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { bookPages, books } from '../../db/schema/index.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import { encodePageImages, pageImageWidths } from '../slides/processing/page-images.ts';
import { checkPdf, PdfPages } from '../slides/processing/pdf-document.ts';
import { coverFromPixels } from './book-files.ts';
import { bookKeys } from './book-keys.ts';
import type { BooksContext } from './context.ts';
import { findBook } from './repository.ts';

/** A problem with the file itself: retrying cannot help, an editor must upload another. */
class UnusableFile extends Error {}

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
  try {
    const original = await ctx.storage.get(bookKeys.original(bookId, fileVersion));
    if (!original) throw new UnusableFile(bookMessages.processingFailed);
    const bytes = await buffer(original.body);
    const check = checkPdf(bytes);
    if (!check.ok)
      throw new UnusableFile(check.problem === 'encrypted' ? bookMessages.encrypted : bookMessages.corrupt);
    if (check.pageCount > bookLimits.maxPages) throw new UnusableFile(bookMessages.tooManyPages);
    const done = await storedPageNumbers(ctx, bookId, fileVersion);
    await setBook(ctx, bookId, fileVersion, {
      status: 'processing',
      pageCount: check.pageCount,
      pagesDone: done.size,
      failureReason: null,
    });
    const pdf = new PdfPages(bytes);
    try {
      if (!book.coverKey) await makeCover(ctx, pdf, bookId, fileVersion);
      for (let number = 1; number <= pdf.pageCount; number += 1) {
        if (done.has(number)) continue;
        const rendered = pdf.render(number, pageImageWidths.large);
        const images = await encodePageImages(rendered);
        await Promise.all(
          images.map((image) =>
            ctx.storage.put(bookKeys.page(bookId, fileVersion, number, image.size), image.webp, 'image/webp'),
          ),
        );
        const large = images.find((image) => image.size === 'large');
        await ctx.db
          .insert(bookPages)
          .values({
            bookId,
            fileVersion,
            number,
            width: large?.width ?? rendered.width,
            height: large?.height ?? rendered.height,
            text: rendered.text,
          })
          .onConflictDoNothing();
        // Counted from the rows, so two workers on the same book never over-count.
        const current = await setBook(ctx, bookId, fileVersion, {
          pagesDone: sql`(select count(*) from ${bookPages} where ${bookPages.bookId} = ${bookId} and ${bookPages.fileVersion} = ${fileVersion})`,
        });
        if (!current) {
          // Deleted or replaced meanwhile: the images just written belong to nothing.
          await ctx.storage.deletePrefix(bookKeys.version(bookId, fileVersion));
          return;
        }
      }
    } finally {
      pdf.close();
    }
    await setBook(ctx, bookId, fileVersion, { status: 'ready', pagesDone: check.pageCount, jobId: null });
  } catch (error) {
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    if (error instanceof UnusableFile || lastAttempt) {
      ctx.log.warn({ err: error, bookId }, 'book processing failed');
      await setBook(ctx, bookId, fileVersion, {
        status: 'failed',
        failureReason: error instanceof UnusableFile ? error.message : bookMessages.processingFailed,
        jobId: null,
      });
      return;
    }
    throw error;
  }
}
