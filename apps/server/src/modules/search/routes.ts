import {
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topicIndex } from './repositories/topics.ts';
import { search } from './service.ts';
import { suggest } from './suggest-service.ts';

// Anonymous results are the same for everyone: a short shared cache absorbs a popular query.
// Signed-in results put the visitor's subjects first, so they are theirs alone.
const anonymousCache = 'public, max-age=30, stale-while-revalidate=120';

/** Search: results by type with counts for every type, and suggestions for the nav box. */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  const topics = topicIndex(app.db);

  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'One tab of results (slides, books, journals, articles, news or people) and the count of every tab',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request, reply) => {
      const viewer = await app.sessionUser(request);
      reply.header('cache-control', viewer ? 'private, no-store' : anonymousCache);
      reply.header('vary', 'cookie');
      return search(app.db, viewer?.id ?? null, request.query);
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags: ['search'],
        summary: 'Titles, categories and people matching what is typed so far (prefix and typo tolerant)',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return suggest(app.db, topics, request.query.q);
    },
  );
};
