import type { FastifyInstance } from 'fastify';
import { rollUp, type StatisticsContext } from './service.ts';

/** The roll-up: readers' events summed into the daily statistics, once a period across processes. */
export function registerStatisticsJobs(app: FastifyInstance, ctx: StatisticsContext) {
  app.jobs.define({
    name: 'statistics.roll-up',
    handler: async () => {
      await rollUp(ctx.db);
    },
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    everySeconds: app.config.statisticsRollupSeconds,
  });
}
