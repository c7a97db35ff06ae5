import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configuredProviders } from '../auth/index.ts';

/** The explicit public subset of the configuration the web app may know (ARCHITECTURE §5). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['health'],
        summary: 'What the web app needs to know about this site, e.g. which social sign-ins exist',
        response: { 200: z.object({ socialProviders: z.array(z.enum(['google', 'facebook'])) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { socialProviders: configuredProviders(app.config.social) };
    },
  );
};
