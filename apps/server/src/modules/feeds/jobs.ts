import type { FastifyInstance } from 'fastify';
import type { FeedsContext } from './context.ts';
import { queueDueFeeds, runFetchJob } from './fetch-service.ts';

/** How often due feeds are looked for (tests pass a shorter one). */
export const sweepIntervalMs = 60_000;

/** Defines the fetch job and, while the app runs, queues due feeds every minute. */
export function registerFeedJobs(app: FastifyInstance, ctx: FeedsContext, intervalMs = sweepIntervalMs) {
  app.jobs.define({
    name: 'feeds.fetch',
    handler: (data) => runFetchJob(ctx, data.feedId),
    // Problems with a feed are recorded and rescheduled by the handler itself; pg-boss retries
    // only what the handler could not record (a database outage).
    retryLimit: 2,
    retryDelaySeconds: 30,
    // The fetch is bounded by its own timeout; storing 500 items takes well under this.
    expireInSeconds: 5 * 60,
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  const sweep = () =>
    queueDueFeeds(ctx).catch((error: unknown) => app.log.error({ err: error }, 'could not queue due feeds'));
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
