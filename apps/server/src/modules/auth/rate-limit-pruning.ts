import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimits } from '../../db/schema/index.ts';

/** Longer than any rate-limit window: a row older than this counts nothing any more. */
const keepSeconds = 24 * 60 * 60;

/**
 * Each address and email that ever tried to sign in leaves a row; without pruning the table
 * grows for ever. An hourly scheduled job removes the rows whose window ended long ago.
 */
export function registerRateLimitPruning(app: FastifyInstance) {
  app.jobs.define({
    name: 'rate-limits.prune',
    handler: async () => {
      await app.db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${keepSeconds})`));
    },
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    everySeconds: 60 * 60,
  });
}
