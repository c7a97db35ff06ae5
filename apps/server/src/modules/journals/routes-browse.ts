import {
  errorResponseSchema,
  journalDetailSchema,
  journalListQuerySchema,
  journalListSchema,
  journalSlugParamsSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getJournal, listJournals } from './journal-service.ts';

// Journals change when an editor edits one, their articles when a feed is fetched.
const cache = 'public, max-age=60, stale-while-revalidate=600';

export function browseJournalRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/journals',
      {
        schema: {
          tags: ['journals'],
          summary: 'Journals, by name; all or one subject',
          querystring: journalListQuerySchema,
          response: { 200: journalListSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cache);
        return listJournals(db, request.query);
      },
    );

    app.get(
      '/api/journals/:slug',
      {
        schema: {
          tags: ['journals'],
          summary: 'One journal with its latest articles (from its feed)',
          params: journalSlugParamsSchema,
          response: { 200: journalDetailSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cache);
        return getJournal(db, request.params.slug);
      },
    );
  };
}
