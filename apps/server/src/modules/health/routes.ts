import { healthResponseSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the database and file storage can be reached',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([app.database.ping(), app.storage.isReachable()]);
      const ok = database && storage;
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: database ? 'reachable' : 'unreachable',
        storage: storage ? 'reachable' : 'unreachable',
        version: process.env.npm_package_version ?? '0.1.0',
      });
    },
  );
};
