import {
  createHighlightBodySchema,
  deckHighlightsSchema,
  deckIdParamsSchema,
  highlightIdParamsSchema,
  highlightListSchema,
  highlightSchema,
  pageQuerySchema,
  updateHighlightBodySchema,
  usernameParamsSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { HighlightsContext } from './context.ts';
import {
  createHighlight,
  deleteHighlight,
  listHighlights,
  myDeckHighlights,
  updateHighlight,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Highlights: words selected on a deck page, each with an optional note; private unless made public. */
export const highlightsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx: HighlightsContext = { db: app.db };

  app.post(
    '/api/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Highlight words on a page of a deck, with an optional note',
        body: createHighlightBodySchema,
        response: { 201: highlightSchema, ...errors },
      },
      // Nobody else reads highlights through a shared cache: cached reads stay.
      config: { keepsHotReads: true },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await createHighlight(ctx, user, request.body));
    },
  );

  app.patch(
    '/api/highlights/:id',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Change the note of one of your highlights, or make it public or private',
        params: highlightIdParamsSchema,
        body: updateHighlightBodySchema,
        response: { 200: highlightSchema, ...errors },
      },
      config: { keepsHotReads: true },
    },
    async (request) => updateHighlight(ctx, await app.requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/highlights/:id',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Delete one of your highlights',
        params: highlightIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { keepsHotReads: true },
    },
    async (request, reply) => {
      await deleteHighlight(ctx, await app.requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/decks/:id/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Your highlights on a deck, to draw over its pages',
        params: deckIdParamsSchema,
        response: { 200: deckHighlightsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return myDeckHighlights(ctx, user, request.params.id);
    },
  );

  app.get(
    '/api/people/:username/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: 'A member’s highlights, newest first (private ones only for the member)',
        params: usernameParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: highlightListSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const viewer = await app.sessionUser(request);
      reply.header('cache-control', 'no-store');
      return listHighlights(ctx, viewer, request.params.username, request.query);
    },
  );
};
