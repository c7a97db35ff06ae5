import { taxonomyResponseSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTaxonomyService } from './service.ts';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxonomy = await createTaxonomyService(app.db);
  app.get(
    '/api/taxonomy',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Faculties with their subjects, and categories with their sub-categories',
        response: { 200: taxonomyResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
      return taxonomy.get();
    },
  );
};
