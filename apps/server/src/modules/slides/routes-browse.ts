import {
  deckCardSchema,
  deckDetailSchema,
  deckIdParamsSchema,
  deckListQuerySchema,
  deckListSchema,
  errorResponseSchema,
  pageTextParamsSchema,
  pageTextSchema,
  slideOverviewQuerySchema,
  slideOverviewSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors.ts';
import { hotReadPolicies } from '../../plugins/hot-read-policies.ts';
import { listDecks, relatedDecks, slideOverview } from './browse-service.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { getDeck } from './deck-service.ts';
import { readPageText } from './page-text.ts';
import { assertCanSee, canDownload } from './policies.ts';
import { findDeck } from './repository.ts';
import { recordDownload } from './social-service.ts';

export function browseRoutes(ctx: SlidesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/slides/overview',
      {
        schema: {
          tags: ['slides'],
          summary: 'Categories (of the given subjects) with decks, a page at a time: each one’s first decks',
          querystring: slideOverviewQuerySchema,
          response: { 200: slideOverviewSchema },
        },
        config: { hotRead: hotReadPolicies.overview },
      },
      async (request) => slideOverview(ctx, request.query),
    );

    app.get(
      '/api/decks',
      {
        schema: {
          tags: ['slides'],
          summary: 'Ready decks, by category, sub-category or subjects; newest or trending; paged',
          querystring: deckListQuerySchema,
          response: { 200: deckListSchema },
        },
        config: { hotRead: hotReadPolicies.deckLists },
      },
      async (request) => listDecks(ctx, request.query),
    );

    app.get(
      '/api/decks/:id',
      {
        schema: {
          tags: ['slides'],
          summary: 'One deck with its pages (unfinished decks only for their owner)',
          params: deckIdParamsSchema,
          response: { 200: deckDetailSchema, 404: errorResponseSchema },
        },
        config: { hotRead: hotReadPolicies.deck },
      },
      async (request) => getDeck(ctx, await app.sessionUser(request), request.params.id),
    );

    app.get(
      '/api/decks/:id/pages/:number/text',
      {
        schema: {
          tags: ['slides'],
          summary: 'The words of one page with their boxes, for a text layer over its image',
          params: pageTextParamsSchema,
          querystring: z.object({ v: z.coerce.number().int().optional().describe('the file version') }),
          response: { 200: pageTextSchema, 404: errorResponseSchema },
        },
        config: { hotRead: hotReadPolicies.pageText },
      },
      async (request) =>
        readPageText(ctx.db, await app.sessionUser(request), request.params.id, request.params.number),
    );

    app.get(
      '/api/decks/:id/related',
      {
        schema: {
          tags: ['slides'],
          summary: 'Decks on the same topic',
          params: deckIdParamsSchema,
          response: { 200: z.object({ items: z.array(deckCardSchema) }), 404: errorResponseSchema },
        },
        config: { hotRead: hotReadPolicies.deckLists },
      },
      async (request) => ({ items: await relatedDecks(ctx, request.params.id) }),
    );

    app.get(
      '/api/decks/:id/original',
      {
        schema: {
          tags: ['slides'],
          summary: 'Download the uploaded file, when the uploader allows it',
          params: deckIdParamsSchema,
        },
      },
      async (request, reply) => {
        const viewer = await app.sessionUser(request);
        const deck = await findDeck(ctx.db, request.params.id);
        assertCanSee(viewer, deck);
        if (!canDownload(viewer, deck))
          throw forbidden('The uploader has not allowed downloads of this deck.');
        const file = await ctx.storage.get(deckKeys.original(deck.id, deck.fileVersion));
        if (!file) throw forbidden('The file of this deck is not available.');
        await recordDownload(ctx, viewer, deck.id);
        const extension = deck.originalType;
        const name = `${deck.slug || 'deck'}.${extension}`;
        reply.header('content-type', file.contentType);
        reply.header('content-length', file.size);
        reply.header('content-disposition', `attachment; filename="${name}"`);
        reply.header('cache-control', 'private, no-store');
        return reply.send(file.body);
      },
    );
  };
}
