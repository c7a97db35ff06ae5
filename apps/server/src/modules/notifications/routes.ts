import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationQuerySchema,
  unreadCountSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { registerNotificationPruning } from './jobs.ts';
import { listNotifications, readAllNotifications, readNotification } from './service.ts';

/**
 * Notifications: the bell's list and its unread count (live as `notifications` events on
 * /api/events), mark one or all read, and the scheduled pruning of old ones.
 */
export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, events: app.events };
  registerNotificationPruning(app);

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, the newest first, and how many are unread',
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return listNotifications(ctx, user.id, request.query);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: notificationIdParamsSchema,
        response: { 200: unreadCountSchema, ...errorResponses(401, 404) },
      },
      // A member's own reading changes nothing anonymous visitors see.
      config: { keepsHotReads: true },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return readNotification(ctx, user.id, request.params.id);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
      config: { keepsHotReads: true },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return readAllNotifications(ctx, user.id);
    },
  );
};
