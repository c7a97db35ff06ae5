import type { FastifyInstance } from 'fastify';
import { recoverAtStart, stallSweepSeconds } from '../../documents/stall-recovery.ts';
import type { SlidesContext } from './context.ts';
import { processDeck } from './processing-job.ts';
import { forgetOldVisits, refreshTrending } from './repository.ts';
import { recoverStalledDecks } from './stall-recovery.ts';

/** Defines deck processing, the sweep for stalled decks and the hourly trending refresh. */
export function registerSlideJobs(app: FastifyInstance, ctx: SlidesContext) {
  app.jobs.define({
    name: 'deck.process',
    handler: (data, attempt) => processDeck(ctx, data, attempt),
    retryLimit: 3,
    retryDelaySeconds: 5,
    // One run renders a slice of about 8 seconds, plus a conversion on a presentation's first run.
    expireInSeconds: 15 * 60,
    // As many decks at once as there are render threads, so none of them sits idle.
    concurrency: app.config.processingConcurrency,
  });
  app.jobs.define({
    name: 'decks.recover-stalled',
    handler: async () => {
      await recoverStalledDecks(ctx, app.config.jobStallSeconds);
    },
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 5 * 60,
    everySeconds: stallSweepSeconds(app.config.jobStallSeconds),
  });
  recoverAtStart(app, 'decks', (seconds) => recoverStalledDecks(ctx, seconds));
  // Days leave the 7-day window at midnight; an hourly pass keeps "trending" honest, and
  // forgets the visitors counted on days that are over.
  app.jobs.define({
    name: 'decks.refresh-trending',
    handler: async () => {
      await refreshTrending(app.db);
      await forgetOldVisits(app.db, ctx.clock().toISOString().slice(0, 10));
    },
    changesPublicReads: true,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    everySeconds: 60 * 60,
  });
}
