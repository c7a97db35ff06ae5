import type { FastifyInstance } from 'fastify';
import { recoverAtStart, stallSweepSeconds } from '../../documents/stall-recovery.ts';
import type { BooksContext } from './context.ts';
import { processBook } from './processing-job.ts';
import { recoverStalledBooks } from './stall-recovery.ts';

/** Defines book processing and the sweep for stalled (or imported, unqueued) books. */
export function registerBookJobs(app: FastifyInstance, ctx: BooksContext) {
  const processing = { ...ctx, pool: app.renderPool, jobs: app.jobs };
  app.jobs.define({
    name: 'book.process',
    handler: (data, attempt) => processBook(processing, data, attempt),
    changesPublicReads: true,
    retryLimit: 3,
    retryDelaySeconds: 5,
    // One run renders a slice of pages and queues the rest; a dead worker is caught much sooner.
    expireInSeconds: 15 * 60,
    concurrency: app.config.processingConcurrency,
  });
  app.jobs.define({
    name: 'books.recover-stalled',
    handler: async () => {
      await recoverStalledBooks(ctx, app.jobs, app.config.jobStallSeconds);
    },
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 5 * 60,
    everySeconds: stallSweepSeconds(app.config.jobStallSeconds),
  });
  recoverAtStart(app, 'books', (seconds) => recoverStalledBooks(ctx, app.jobs, seconds));
}
