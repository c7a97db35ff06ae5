import type { FastifyInstance } from 'fastify';
import type { FeedsContext } from './context.ts';
import { queueDueFeeds, runFetchJob } from './fetch-service.ts';

/** Defines the fetch job and the sweep that queues due feeds every minute. */
export function registerFeedJobs(app: FastifyInstance, ctx: FeedsContext) {
  app.jobs.define({
    name: 'feeds.fetch',
    handler: (data) => runFetchJob(ctx, data.feedId),
    changesPublicReads: true,
    // Problems with a feed are recorded and rescheduled by the handler itself; pg-boss retries
    // only what the handler could not record (a database outage).
    retryLimit: 2,
    retryDelaySeconds: 30,
    // The fetch is bounded by its own timeout; storing 500 items takes well under this.
    expireInSeconds: 5 * 60,
  });
  app.jobs.define({
    name: 'feeds.sweep',
    handler: async () => {
      await queueDueFeeds(ctx);
    },
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 5 * 60,
    everySeconds: 60,
  });
}
