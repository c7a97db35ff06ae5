import { bookLimits, bookMessages } from '@medshelf/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { books } from '../../db/schema/index.ts';
import { coverFromPixels } from '../../documents/covers.ts';
import { type LocalPdf, localPdf } from '../../documents/local-pdf.ts';
import { pageImageWidths } from '../../documents/page-images.ts';
import { renderPages, renderSliceMs, UnusableFile } from '../../documents/render-pages.ts';
import { type RenderPool, renderPriority } from '../../documents/render-pool.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { bookKeys } from './book-keys.ts';
import type { BooksContext } from './context.ts';
import {
  insertPage,
  pagesStored,
  setMadeCover,
  storedPageNumbers,
  updateProcessedBook,
} from './processing-repository.ts';
import { findBook } from './repository.ts';

async function setBook(
  ctx: BooksContext,
  bookId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof books>,
) {
  return updateProcessedBook(ctx.db, bookId, fileVersion, values);
}

/** What processing needs beyond the book services: the render threads and the job queue. */
export type BookProcessingContext = BooksContext & { pool: RenderPool; jobs: Pick<Jobs, 'stopping'> };

/** Page 1, small, as the cover: only while the book has none (an editor's cover always wins). */
async function makeCover(ctx: BookProcessingContext, pdf: LocalPdf, bookId: string, fileVersion: number) {
  const page = await ctx.pool.renderPixels(
    { path: pdf.path, number: 1, width: pageImageWidths.small },
    renderPriority.bulk,
  );
  const cover = await coverFromPixels(page);
  const key = bookKeys.madeCover(bookId, fileVersion);
  await ctx.storage.put(key, cover.webp, 'image/webp');
  await setMadeCover(ctx.db, bookId, fileVersion, { key, width: cover.width, height: cover.height });
}

/**
 * book.process: makes the cover from page 1 when none was given, renders pages (WebP at three
 * widths) for one slice of time and keeps their text for search, then queues the rest.
 * Idempotent and resumable like deck.process: pages already stored for this version are
 * skipped, a job for a replaced version does nothing.
 */
export async function processBook(
  ctx: BookProcessingContext,
  { bookId, fileVersion }: JobPayloads['book.process'],
  attempt: JobAttempt,
) {
  const book = await findBook(ctx.db, bookId);
  if (!book || book.fileVersion !== fileVersion || book.status === 'ready') return;
  const started = Date.now();
  const outcome = await renderPages(
    {
      storage: ctx.storage,
      pool: ctx.pool,
      priority: renderPriority.bulk,
      log: ctx.log,
      logDetails: { bookId },
      failureLog: 'book processing failed',
      maxPages: bookLimits.maxPages,
      messages: bookMessages,
      async loadPdf() {
        const original = await ctx.storage.get(bookKeys.original(bookId, fileVersion));
        if (!original) throw new UnusableFile(bookMessages.processingFailed);
        return localPdf(original.body);
      },
      storedPageNumbers: () => storedPageNumbers(ctx.db, bookId, fileVersion),
      setProgress: async (values) => Boolean(await setBook(ctx, bookId, fileVersion, values)),
      pagesStored: pagesStored(bookId, fileVersion),
      pageKey: (number, size) => bookKeys.page(bookId, fileVersion, number, size),
      versionPrefix: bookKeys.version(bookId, fileVersion),
      // A book's reader has no text layer yet: its words are not kept.
      insertPage: ({ number, width, height, text }) =>
        insertPage(ctx.db, { bookId, fileVersion, number, width, height, text }),
      beforePages: async (pdf) => {
        if (!book.coverKey) await makeCover(ctx, pdf, bookId, fileVersion);
      },
      shouldYield: () => ctx.jobs.stopping || Date.now() - started >= renderSliceMs,
    },
    attempt,
  );
  if (outcome === 'more') await ctx.queueProcessing(bookId, fileVersion);
}
