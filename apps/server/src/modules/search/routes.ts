import {
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotReadPolicies } from '../../plugins/hot-read-policies.ts';
import { topicIndex } from './repositories/topics.ts';
import { search } from './service.ts';
import { suggest } from './suggest-service.ts';

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
      // Anonymous results are the same for everyone; signed-in results put the visitor's
      // subjects first, so they are theirs alone (the hot-read cache never shares those).
      config: { hotRead: hotReadPolicies.search },
    },
    async (request) => {
      const viewer = await app.sessionUser(request);
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
      config: { hotRead: hotReadPolicies.suggestions },
    },
    async (request) => suggest(app.db, topics, request.query.q),
  );
};
