import type { FastifyInstance } from 'fastify';
import { watchForStalls } from '../../documents/stall-recovery.ts';
import type { SlidesContext } from './context.ts';
import { processDeck } from './processing-job.ts';
import { refreshTrending } from './repository.ts';
import { recoverStalledDecks } from './stall-recovery.ts';

/** Defines deck processing, watches for stalled decks and keeps trending scores fresh while the app runs. */
export function registerSlideJobs(app: FastifyInstance, ctx: SlidesContext) {
  app.jobs.define({
    name: 'deck.process',
    handler: (data, attempt) => processDeck(ctx, data, attempt),
    retryLimit: 3,
    retryDelaySeconds: 5,
    // 300 pages at well under a second each, plus conversion; stalls are caught much sooner.
    expireInSeconds: 30 * 60,
  });
  watchForStalls(app, 'decks', (seconds) => recoverStalledDecks(ctx, seconds));

  // Days leave the 7-day window at midnight; an hourly pass keeps "trending" honest.
  let trendingTimer: ReturnType<typeof setInterval> | undefined;
  const refresh = () =>
    refreshTrending(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not refresh trending scores'),
    );
  app.addHook('onReady', async () => {
    await refresh();
    trendingTimer = setInterval(() => void refresh(), 60 * 60_000);
    trendingTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(trendingTimer));
}
