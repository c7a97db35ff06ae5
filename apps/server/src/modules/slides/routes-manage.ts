import multipart from '@fastify/multipart';
import {
  deckDetailSchema,
  deckIdParamsSchema,
  deckLimits,
  deckMessages,
  deckPatchSchema,
  deckProgressSchema,
  errorResponseSchema,
  ownDeckSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { uploadSpoolDir } from '../../lib/upload-spool.ts';
import type { SlidesContext } from './context.ts';
import {
  createDeck,
  deleteDeck,
  getProgress,
  listOwnDecks,
  replaceDeckFile,
  updateDeck,
} from './deck-service.ts';
import { receiveUpload } from './upload-parser.ts';

const errors = errorResponses(400, 401, 403, 404, 413);

/** Upload, edit, replace, delete: the owner's side of decks. */
export function manageRoutes(ctx: SlidesContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: deckLimits.maxBytes, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 16 },
    });
    const tempDir = uploadSpoolDir(app.config.dataDir);

    app.post(
      '/api/decks',
      {
        schema: {
          tags: ['slides'],
          summary:
            'Upload a deck (multipart: title, description, category, subCategory, tags, allowDownload, then file)',
          consumes: ['multipart/form-data'],
          response: { 201: deckDetailSchema, ...errors },
        },
        bodyLimit: deckLimits.maxBytes + 1024 * 1024,
        config: { tooLargeMessage: deckMessages.tooLarge },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        const deck = await createDeck(ctx, user, await receiveUpload(request, tempDir));
        return reply.status(201).send(deck);
      },
    );

    app.put(
      '/api/decks/:id/file',
      {
        schema: {
          tags: ['slides'],
          summary: 'Replace the file of a deck (multipart: file); it is processed again',
          consumes: ['multipart/form-data'],
          params: deckIdParamsSchema,
          response: { 200: deckDetailSchema, ...errors },
        },
        bodyLimit: deckLimits.maxBytes + 1024 * 1024,
        config: { tooLargeMessage: deckMessages.tooLarge },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return replaceDeckFile(ctx, user, request.params.id, await receiveUpload(request, tempDir));
      },
    );

    app.patch(
      '/api/decks/:id',
      {
        schema: {
          tags: ['slides'],
          summary: 'Edit the title, description, topic, tags or download permission of a deck',
          params: deckIdParamsSchema,
          body: deckPatchSchema,
          response: { 200: deckDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return updateDeck(ctx, user, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/decks/:id',
      {
        schema: {
          tags: ['slides'],
          summary: 'Delete a deck and all its files',
          params: deckIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        await deleteDeck(ctx, user, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/decks/mine',
      {
        schema: {
          tags: ['slides'],
          summary: "The signed-in user's decks, every status, newest first",
          response: { 200: z.object({ items: z.array(ownDeckSchema) }), 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return { items: await listOwnDecks(ctx, user) };
      },
    );

    app.get(
      '/api/decks/:id/progress',
      {
        schema: {
          tags: ['slides'],
          summary: 'Processing status of one of your decks',
          params: deckIdParamsSchema,
          response: { 200: deckProgressSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return getProgress(ctx, user, request.params.id);
      },
    );
  };
}
