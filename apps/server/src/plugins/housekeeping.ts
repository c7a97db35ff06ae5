import fp from 'fastify-plugin';
import { removeStaleUploads } from '../lib/upload-spool.ts';

const day = 24 * 60 * 60_000;
const hour = 60 * 60_000;

/**
 * Removes spooled uploads a killed process left behind (older than a day). The spool is on this
 * machine's disk, so every process tidies it at start and hourly rather than once across
 * processes as a scheduled job; several at once is harmless.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        const removed = await removeStaleUploads(app.config.dataDir, day);
        if (removed) app.log.info({ removed }, 'removed stale spooled uploads');
      } catch (error) {
        app.log.warn({ err: error }, 'removing stale spooled uploads failed; it runs again in an hour');
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
  { name: 'housekeeping', dependencies: ['config'] },
);
