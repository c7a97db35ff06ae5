import type { PageText } from '@medshelf/shared';
import type { SQL } from 'drizzle-orm';
import type { JobAttempt } from '../jobs/registry.ts';
import type { Storage } from '../storage/storage.ts';
import type { LocalPdf } from './local-pdf.ts';
import type { PageImage, PageImageSize } from './page-images.ts';
import { type RenderPool, type RenderPriority, TaskOutOfMemory, TaskTimedOut } from './render-pool.ts';

/** A problem with the file itself: retrying cannot help, someone must upload another. */
export class UnusableFile extends Error {}

/** The processing columns of a document row (a deck, a book), set for one file version. */
export interface DocumentProgress {
  status?: 'processing' | 'ready' | 'failed';
  pageCount?: number;
  pagesDone?: number | SQL;
  failureReason?: string | null;
  jobId?: null;
}

/** One rendered page as its row stores it. */
export interface PageRow {
  number: number;
  width: number;
  height: number;
  text: string;
  words: PageText;
}

/** The texts a document shows when its file cannot be processed. */
export interface RenderMessages {
  processingFailed: string;
  encrypted: string;
  corrupt: string;
  tooManyPages: string;
  /** A page took longer to draw than a thread may spend on it. */
  tooComplex: string;
  tooMuchMemory: string;
}

/** What rendering needs to know about one document's file version; each feature supplies its own. */
export interface PageRendering {
  storage: Storage;
  pool: RenderPool;
  /** Where this document's pages stand in the pool's queue. */
  priority: RenderPriority;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** Added to the warning logged when processing fails, e.g. `{ deckId }`. */
  logDetails: Record<string, unknown>;
  /** e.g. 'deck processing failed'. */
  failureLog: string;
  maxPages: number;
  messages: RenderMessages;
  /** The file as a PDF on local disk; throws UnusableFile when there is none to be had. */
  loadPdf(): Promise<LocalPdf>;
  storedPageNumbers(): Promise<Set<number>>;
  /** Updates this file version's row; false once the document is deleted or replaced. */
  setProgress(values: DocumentProgress): Promise<boolean>;
  /** The number of page rows stored for this file version, counted by the database. */
  pagesStored: SQL;
  pageKey(number: number, size: PageImageSize): string;
  /** The prefix of every object stored for this file version. */
  versionPrefix: string;
  insertPage(page: PageRow): Promise<void>;
  /** Runs once the PDF is open, before the first page of each run. */
  beforePages?(pdf: LocalPdf): Promise<void>;
  /** Runs after a page's row is stored, before progress is counted. */
  afterPage?(number: number, images: PageImage[]): Promise<void>;
  /**
   * Asked after each page: true ends this run with pages left ('more'), for the caller to queue
   * the rest, so one large document never holds a worker while others wait.
   */
  shouldYield(pagesThisRun: number): boolean;
}

/**
 * How long one processing run renders before it queues the rest of its document, so that other
 * documents get their turn in between (decision 0006).
 */
export const renderSliceMs = 8_000;

/** 'more': pages are left and the caller queues another run; 'done': nothing left to do. */
export type RenderOutcome = 'done' | 'more';

/**
 * Renders the pages of a PDF file version not yet stored (WebP at three widths, in the render
 * pool's threads) into storage and keeps each page's size and text as a row, until the run
 * should yield. Idempotent and resumable: pages already stored for this version are skipped,
 * so a crash mid-file continues where it stopped; a replaced or deleted version stops the work
 * and removes what it just wrote. A bad file, or the last attempt, marks it failed.
 */
export async function renderPages(job: PageRendering, attempt: JobAttempt): Promise<RenderOutcome> {
  let pdf: LocalPdf | undefined;
  try {
    pdf = await job.loadPdf();
    const check = await job.pool.check(pdf.path, job.priority);
    if (!check.ok)
      throw new UnusableFile(check.problem === 'encrypted' ? job.messages.encrypted : job.messages.corrupt);
    if (check.pageCount > job.maxPages) throw new UnusableFile(job.messages.tooManyPages);
    const done = await job.storedPageNumbers();
    await job.setProgress({
      status: 'processing',
      pageCount: check.pageCount,
      pagesDone: done.size,
      failureReason: null,
    });
    await job.beforePages?.(pdf);
    let pagesThisRun = 0;
    for (let number = 1; number <= check.pageCount; number += 1) {
      if (done.has(number)) continue;
      if (pagesThisRun > 0 && job.shouldYield(pagesThisRun)) return 'more';
      const page = await job.pool.renderPage({ path: pdf.path, number }, job.priority);
      await Promise.all(
        page.images.map((image) =>
          job.storage.put(job.pageKey(number, image.size), image.webp, 'image/webp'),
        ),
      );
      const large = page.images.find((image) => image.size === 'large');
      await job.insertPage({
        number,
        width: large?.width ?? page.width,
        height: large?.height ?? page.height,
        text: page.text,
        words: page.words,
      });
      await job.afterPage?.(number, page.images);
      pagesThisRun += 1;
      // Counted from the rows, so two workers on the same file never over-count.
      const current = await job.setProgress({ pagesDone: job.pagesStored });
      if (!current) {
        // Deleted or replaced meanwhile: the images just written belong to nothing.
        await job.storage.deletePrefix(job.versionPrefix);
        return 'done';
      }
    }
    await job.setProgress({ status: 'ready', pagesDone: check.pageCount, jobId: null });
    return 'done';
  } catch (error) {
    // Drawing the same page again takes as long again: a permanent failure, never retried.
    const problem =
      error instanceof TaskTimedOut
        ? new UnusableFile(job.messages.tooComplex)
        : error instanceof TaskOutOfMemory
          ? new UnusableFile(job.messages.tooMuchMemory)
          : error;
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    if (problem instanceof UnusableFile || lastAttempt) {
      job.log.warn({ err: error, ...job.logDetails }, job.failureLog);
      await job.setProgress({
        status: 'failed',
        failureReason: problem instanceof UnusableFile ? problem.message : job.messages.processingFailed,
        jobId: null,
      });
      return 'done';
    }
    throw error;
  } finally {
    await pdf?.dispose();
  }
}
