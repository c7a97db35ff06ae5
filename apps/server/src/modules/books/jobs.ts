import type { FastifyInstance } from 'fastify';
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

  const stallSeconds = app.config.jobStallSeconds;
  let timer: ReturnType<typeof setInterval> | undefined;
  const sweep = (seconds: number) =>
    recoverStalledBooks(ctx, app.jobs, seconds).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not check for stalled books'),
    );
  app.addHook('onReady', async () => {
    // The embedded database serves one process: any book processing at start was cut off.
    if (app.database.kind === 'pglite') await sweep(0);
    timer = setInterval(() => void sweep(stallSeconds), Math.min(stallSeconds, 30) * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
