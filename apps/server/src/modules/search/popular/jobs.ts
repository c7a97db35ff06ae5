import type { FastifyInstance } from 'fastify';
import type { SearchRecorder } from './recorder.ts';
import { rollUpSearches } from './service.ts';

/**
 * Hourly, so a finished day shows within the hour after midnight (UTC) whichever process asks;
 * the runs in between find no finished day to add. Its run drops the cached popular searches.
 */
export function registerPopularSearchJobs(app: FastifyInstance, recorder: SearchRecorder) {
  app.jobs.define({
    name: 'search.roll-up-popular',
    handler: () => rollUpSearches(app.db, recorder, app.config.clock()),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    everySeconds: 60 * 60,
    changesPublicReads: true,
  });
}
