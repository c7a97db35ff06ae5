import { healthResponseSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app's "can I reach the server at all?" check: no database, no disk, no body.
  app.get(
    '/api/ping',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 204 while the server is up',
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').status(204).send(null),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the database, file storage and live updates can be reached',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([app.database.ping(), app.storage.isReachable()]);
      const liveUpdates = app.events.connected();
      const ok = database && storage && liveUpdates;
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: database ? 'reachable' : 'unreachable',
        storage: storage ? 'reachable' : 'unreachable',
        liveUpdates: liveUpdates ? 'connected' : 'reconnecting',
        role: app.config.role,
        version: process.env.npm_package_version ?? '0.1.0',
      });
    },
  );
};
