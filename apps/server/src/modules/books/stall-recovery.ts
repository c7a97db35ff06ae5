import { restartStalled } from '../../documents/stall-recovery.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { BooksContext } from './context.ts';
import { setJobId, stalledBooks } from './processing-repository.ts';

/**
 * A book 'queued' without a job is how the import command hands its PDFs over (it has no job
 * workers): the sweep gives it one. The few seconds' grace keeps the sweep off a book whose
 * request is between writing the row and sending its job.
 */
const unqueuedGraceSeconds = 5;

/** Gets stalled book processing going again, as for decks (see restartStalled). */
export async function recoverStalledBooks(
  ctx: BooksContext,
  jobs: Pick<Jobs, 'state' | 'fail'>,
  stallSeconds: number,
): Promise<number> {
  const stalled = await stalledBooks(ctx.db, stallSeconds, Math.min(stallSeconds, unqueuedGraceSeconds));
  return restartStalled(stalled, {
    jobName: 'book.process',
    jobs,
    async touch(book) {
      await setJobId(ctx.db, book.id, book.jobId);
    },
    queueProcessing: (bookId, fileVersion) => ctx.queueProcessing(bookId, fileVersion),
    restarted(book, jobState) {
      if (book.jobId) ctx.log.warn({ bookId: book.id, jobState }, 'restarted stalled book processing');
    },
  });
}
