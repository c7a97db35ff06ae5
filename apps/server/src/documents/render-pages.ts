import type { SQL } from 'drizzle-orm';
import type { JobAttempt } from '../jobs/registry.ts';
import type { Storage } from '../storage/storage.ts';
import { encodePageImages, type PageImage, type PageImageSize, pageImageWidths } from './page-images.ts';
import { checkPdf, PdfPages } from './pdf-document.ts';

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
}

/** The texts a document shows when its file cannot be processed. */
export interface RenderMessages {
  processingFailed: string;
  encrypted: string;
  corrupt: string;
  tooManyPages: string;
}

/** What rendering needs to know about one document's file version; each feature supplies its own. */
export interface PageRendering {
  storage: Storage;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** Added to the warning logged when processing fails, e.g. `{ deckId }`. */
  logDetails: Record<string, unknown>;
  /** e.g. 'deck processing failed'. */
  failureLog: string;
  maxPages: number;
  messages: RenderMessages;
  /** The file as a PDF; throws UnusableFile when there is none to be had. */
  loadPdf(): Promise<Uint8Array>;
  storedPageNumbers(): Promise<Set<number>>;
  /** Updates this file version's row; false once the document is deleted or replaced. */
  setProgress(values: DocumentProgress): Promise<boolean>;
  /** The number of page rows stored for this file version, counted by the database. */
  pagesStored: SQL;
  pageKey(number: number, size: PageImageSize): string;
  /** The prefix of every object stored for this file version. */
  versionPrefix: string;
  insertPage(page: PageRow): Promise<void>;
  /** Runs once the PDF is open, before the first page. */
  beforePages?(pdf: PdfPages): Promise<void>;
  /** Runs after a page's row is stored, before progress is counted. */
  afterPage?(number: number, images: PageImage[]): Promise<void>;
}

/**
 * Renders every page of a PDF file version (WebP at three widths) into storage and keeps its
 * size and text as a row. Idempotent and resumable: pages already stored for this version are
 * skipped, so a crash mid-file continues where it stopped; a replaced or deleted version stops
 * the work and removes what it just wrote. A bad file, or the last attempt, marks it failed.
 */
export async function renderPages(job: PageRendering, attempt: JobAttempt) {
  try {
    const bytes = await job.loadPdf();
    const check = checkPdf(bytes);
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
    const pdf = new PdfPages(bytes);
    try {
      await job.beforePages?.(pdf);
      for (let number = 1; number <= pdf.pageCount; number += 1) {
        if (done.has(number)) continue;
        const rendered = pdf.render(number, pageImageWidths.large);
        const images = await encodePageImages(rendered);
        await Promise.all(
          images.map((image) => job.storage.put(job.pageKey(number, image.size), image.webp, 'image/webp')),
        );
        const large = images.find((image) => image.size === 'large');
        await job.insertPage({
          number,
          width: large?.width ?? rendered.width,
          height: large?.height ?? rendered.height,
          text: rendered.text,
        });
        await job.afterPage?.(number, images);
        // Counted from the rows, so two workers on the same file never over-count.
        const current = await job.setProgress({ pagesDone: job.pagesStored });
        if (!current) {
          // Deleted or replaced meanwhile: the images just written belong to nothing.
          await job.storage.deletePrefix(job.versionPrefix);
          return;
        }
      }
    } finally {
      pdf.close();
    }
    await job.setProgress({ status: 'ready', pagesDone: check.pageCount, jobId: null });
  } catch (error) {
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    if (error instanceof UnusableFile || lastAttempt) {
      job.log.warn({ err: error, ...job.logDetails }, job.failureLog);
      await job.setProgress({
        status: 'failed',
        failureReason: error instanceof UnusableFile ? error.message : job.messages.processingFailed,
        jobId: null,
      });
      return;
    }
    throw error;
  }
}
