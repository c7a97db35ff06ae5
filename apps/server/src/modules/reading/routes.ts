import { readingListSchema, readingParamsSchema, readingPositionBodySchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { forgetPosition, listReading, type ReadingContext, savePosition } from './service.ts';

/** "Continue reading": the page each member left each deck and book at. */
export const readingModule: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReadingContext = { db: app.db, clock: app.config.clock };

  app.get(
    '/api/reading',
    {
      schema: {
        tags: ['reading'],
        summary: 'The decks and books you were reading, newest first, at the page you left',
        response: { 200: readingListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      void reply.header('cache-control', 'private, no-store');
      return listReading(ctx, user);
    },
  );

  app.put(
    '/api/reading/:kind/:id',
    {
      // A page turned changes nothing anyone else reads: the anonymous hot reads stay.
      config: { keepsHotReads: true },
      schema: {
        tags: ['reading'],
        summary: 'Keep the page you are reading of a deck or book',
        params: readingParamsSchema,
        body: readingPositionBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await savePosition(ctx, user, request.params.kind, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/reading/:kind/:id',
    {
      config: { keepsHotReads: true },
      schema: {
        tags: ['reading'],
        summary: 'Take a deck or book off your Continue reading',
        params: readingParamsSchema,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await forgetPosition(ctx, user, request.params.kind, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
