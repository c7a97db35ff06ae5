import type { FastifyInstance } from 'fastify';
import type { SlidesContext } from './context.ts';
import { processDeck } from './processing-job.ts';
import { refreshTrending } from './repository.ts';
import { recoverStalledDecks } from './stall-recovery.ts';

/** Defines deck processing and watches for stalled decks while the app runs. */
export function registerSlideJobs(app: FastifyInstance, ctx: SlidesContext) {
  app.jobs.define({
    name: 'deck.process',
    handler: (data, attempt) => processDeck(ctx, data, attempt),
    retryLimit: 3,
    retryDelaySeconds: 5,
    // 300 pages at well under a second each, plus conversion; stalls are caught much sooner.
    expireInSeconds: 30 * 60,
  });

  const stallSeconds = app.config.jobStallSeconds;
  let timer: ReturnType<typeof setInterval> | undefined;
  const sweep = (seconds: number) =>
    recoverStalledDecks(ctx, seconds).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not check for stalled decks'),
    );
  // Days leave the 7-day window at midnight; an hourly pass keeps "trending" honest.
  let trendingTimer: ReturnType<typeof setInterval> | undefined;
  const refresh = () =>
    refreshTrending(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not refresh trending scores'),
    );
  app.addHook('onReady', async () => {
    // The embedded database serves one process: any deck processing at start was cut off.
    if (app.database.kind === 'pglite') await sweep(0);
    timer = setInterval(() => void sweep(stallSeconds), Math.min(stallSeconds, 30) * 1000);
    timer.unref();
    await refresh();
    trendingTimer = setInterval(() => void refresh(), 60 * 60_000);
    trendingTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(trendingTimer);
  });
}
