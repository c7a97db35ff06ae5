import type { FastifyInstance } from 'fastify';
import { watchForStalls } from '../../documents/stall-recovery.ts';
import type { BooksContext } from './context.ts';
import { processBook } from './processing-job.ts';
import { recoverStalledBooks } from './stall-recovery.ts';

/** Defines book processing and watches for stalled (or imported, unqueued) books while the app runs. */
export function registerBookJobs(app: FastifyInstance, ctx: BooksContext) {
  app.jobs.define({
    name: 'book.process',
    handler: (data, attempt) => processBook(ctx, data, attempt),
    retryLimit: 3,
    retryDelaySeconds: 5,
    // Up to 2,000 pages at a fraction of a second each; a dead worker is caught much sooner.
    expireInSeconds: 2 * 60 * 60,
  });
  watchForStalls(app, 'books', (seconds) => recoverStalledBooks(ctx, app.jobs, seconds));
}
