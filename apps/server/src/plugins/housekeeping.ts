import fp from 'fastify-plugin';
import { forgetOldCounters } from '../db/counters.ts';
import { removeStaleUploads } from '../lib/upload-spool.ts';

const day = 24 * 60 * 60_000;
const hour = 60 * 60_000;

/**
 * Removes what nothing else will: spooled uploads a killed process left behind (older than a
 * day) and counters whose window has ended. Runs at start and hourly in this process; it is
 * harmless when several processes run it at once.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        const removed = await removeStaleUploads(app.config.dataDir, day);
        if (removed) app.log.info({ removed }, 'removed stale spooled uploads');
        await forgetOldCounters(app.db, ['sign-in-trusted'], app.config.signInLimits.trustedDays * day);
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; it runs again in an hour');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), hour);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['config', 'db'] },
);
