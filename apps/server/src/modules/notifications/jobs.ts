import { socialLimits } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { pruneNotifications } from './repository.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * Notifications are news, not an archive: read ones go after 30 days, unread ones after 90,
 * so the table stays the size of recent activity. Hourly, once across processes.
 */
export function registerNotificationPruning(app: FastifyInstance) {
  app.jobs.define({
    name: 'notifications.prune',
    handler: async () => {
      const now = Date.now();
      await pruneNotifications(
        app.db,
        new Date(now - socialLimits.readKeptDays * dayMs),
        new Date(now - socialLimits.unreadKeptDays * dayMs),
      );
    },
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    everySeconds: 60 * 60,
  });
}
