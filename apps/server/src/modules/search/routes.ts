import {
  popularSearchesSchema,
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotReadPolicies } from '../../plugins/hot-read-policies.ts';
import { registerPopularSearchJobs } from './popular/jobs.ts';
import { searchRecorder } from './popular/recorder.ts';
import { dayOf, popularSearches } from './popular/service.ts';
import { topicIndex } from './repositories/topics.ts';
import { search } from './service.ts';
import { suggest } from './suggest-service.ts';

/** Search: results by type with counts for every type, and suggestions for the nav box. */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  const topics = topicIndex(app.db);
  const recorder = searchRecorder(app.db, (error) => app.log.error({ err: error }, 'saving searches failed'));
  app.addHook('onClose', () => recorder.flush());
  registerPopularSearchJobs(app, recorder);

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
      // After the answer, cached or not: a visitor's first page of results is one search. By
      // address and day only, so one person counts once however they search (decision 0029).
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200 || request.query.page !== 1) return;
        const day = dayOf(app.config.clock());
        const visitor = app.keyedHash('search-visitor', request.ip, day);
        recorder.record(request.query.q, visitor, request.headers['user-agent'] ?? '', day);
      },
    },
    async (request) => {
      const viewer = await app.sessionUser(request);
      return search(app.db, viewer?.id ?? null, request.query);
    },
  );

  app.get(
    '/api/search/popular',
    {
      schema: {
        tags: ['search'],
        summary: 'What many visitors searched over the last days, most first (never one person’s searches)',
        response: { 200: popularSearchesSchema },
      },
      config: { hotRead: hotReadPolicies.popularSearches },
    },
    async () => popularSearches(app.db, app.config.clock()),
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
