import type { FastifyInstance } from 'fastify';
import { forgetOldCounters } from '../../db/counters.ts';

const day = 24 * 60 * 60_000;

/**
 * Every address and email that ever tried to sign in, viewed or reported leaves a counter row;
 * without pruning the table grows for ever. An hourly scheduled job, run once across processes,
 * forgets the counters whose window has ended (a trusted sign-in's mark lasts its days).
 */
export function registerRateLimitPruning(app: FastifyInstance) {
  app.jobs.define({
    name: 'rate-limits.prune',
    handler: async () => {
      await forgetOldCounters(app.db, ['sign-in-trusted'], app.config.signInLimits.trustedDays * day);
    },
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    everySeconds: 60 * 60,
  });
}
