import type { FastifyInstance } from 'fastify';
import type { SearchRecorder } from './recorder.ts';
import { rollUpSearches } from './service.ts';

/**
 * Every SEARCH_ROLLUP_SECONDS (an hour by default) whichever process asks; each run drops the
 * cached popular searches, so they follow the day's searches an hour behind at most.
 */
export function registerPopularSearchJobs(app: FastifyInstance, recorder: SearchRecorder) {
  app.jobs.define({
    name: 'search.roll-up-popular',
    handler: () => rollUpSearches(app.db, recorder, app.config.clock()),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    everySeconds: app.config.searchRollupSeconds,
    changesPublicReads: true,
  });
}
