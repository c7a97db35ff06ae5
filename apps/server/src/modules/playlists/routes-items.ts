import {
  deckIdParamsSchema,
  deckPlaylistsSchema,
  playlistIdParamsSchema,
  playlistItemParamsSchema,
  reorderPlaylistItemsBodySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { PlaylistsContext } from './context.ts';
import { addDeck, deckPlaylists, removeDeck, reorderDecks } from './item-service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Decks in the user's levels: add, remove, reorder, and which levels hold a deck. */
export function playlistItemRoutes(ctx: PlaylistsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/decks/:id/playlists',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Which of your playlists hold this deck (for "Save to playlist")',
          params: deckIdParamsSchema,
          response: { 200: deckPlaylistsSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return deckPlaylists(ctx, user, request.params.id);
      },
    );

    app.put(
      '/api/playlists/:id/items/order',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Put the decks of one of your levels in a new order',
          params: playlistIdParamsSchema,
          body: reorderPlaylistItemsBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        await reorderDecks(ctx, user, request.params.id, request.body.deckIds);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/playlists/:id/items/:deckId',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Save a deck in one of your levels (again: no change); answers where it is now',
          params: playlistItemParamsSchema,
          response: { 200: deckPlaylistsSchema, ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return addDeck(ctx, user, request.params.id, request.params.deckId);
      },
    );

    app.delete(
      '/api/playlists/:id/items/:deckId',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Take a deck out of one of your levels; answers where it still is',
          params: playlistItemParamsSchema,
          response: { 200: deckPlaylistsSchema, ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return removeDeck(ctx, user, request.params.id, request.params.deckId);
      },
    );
  };
}
