import {
  deckIdParamsSchema,
  deckStatisticsSchema,
  memberStatisticsSchema,
  readingReportSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { registerStatisticsJobs } from './jobs.ts';
import { deckStatistics, memberStatistics, recordReading, type StatisticsContext } from './service.ts';

/** Uploaders' statistics: readers' events kept, rolled up daily, and shown to the uploader only. */
export const statisticsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx: StatisticsContext = { db: app.db, clock: app.config.clock };
  registerStatisticsJobs(app, ctx);

  app.get(
    '/api/statistics/decks/:id',
    {
      schema: {
        tags: ['statistics'],
        summary:
          "A deck's views per day (90 days), other counts, sources and most-read pages; its uploader only",
        params: deckIdParamsSchema,
        response: { 200: deckStatisticsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return deckStatistics(ctx, user, request.params.id);
    },
  );

  app.get(
    '/api/statistics/mine',
    {
      schema: {
        tags: ['statistics'],
        summary: "The signed-in member's decks together (90 days) and each deck's counts",
        response: { 200: memberStatisticsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return memberStatistics(ctx, user);
    },
  );

  app.post(
    '/api/decks/:id/reading',
    {
      schema: {
        tags: ['statistics'],
        summary: "A reader's seconds on pages since the last report (the player sends it with sendBeacon)",
        params: deckIdParamsSchema,
        body: readingReportSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
      // Readers' time is seen only by the uploader, never in a cached public read.
      config: { keepsHotReads: true },
    },
    async (request, reply) => {
      const viewer = await app.sessionUser(request);
      await recordReading(ctx, request.params.id, viewer?.id ?? null, request.body);
      return reply.status(204).send(null);
    },
  );
};
