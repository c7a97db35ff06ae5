import {
  createPlaylistBodySchema,
  playlistIdParamsSchema,
  playlistLevelSchema,
  playlistNodeSchema,
  playlistPathQuerySchema,
  playlistTreeSchema,
  reorderPlaylistsBodySchema,
  updatePlaylistBodySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { PlaylistsContext } from './context.ts';
import { ownLevel, ownTree } from './level-service.ts';
import { createPlaylist, deletePlaylist, reorderPlaylists, updatePlaylist } from './playlist-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The signed-in user's own playlists: read every level, create, rename, delete, reorder. */
export function ownPlaylistRoutes(ctx: PlaylistsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/playlists',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Your playlists, every level, in your order',
          response: { 200: playlistTreeSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return ownTree(ctx, user);
      },
    );

    app.get(
      '/api/playlists/level',
      {
        schema: {
          tags: ['playlists'],
          summary: 'One of your levels by its path of slugs (?path=a/b/c): sub-levels and decks',
          querystring: playlistPathQuerySchema,
          response: { 200: playlistLevelSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return ownLevel(ctx, user, request.query.path);
      },
    );

    app.post(
      '/api/playlists',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Create a playlist, or a sub-level of one (at most three levels)',
          body: createPlaylistBodySchema,
          response: { 201: playlistNodeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        return reply.status(201).send(await createPlaylist(ctx, user, request.body));
      },
    );

    app.patch(
      '/api/playlists/:id',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Rename a level and/or make it public or private',
          params: playlistIdParamsSchema,
          body: updatePlaylistBodySchema,
          response: { 200: playlistNodeSchema, ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return updatePlaylist(ctx, user, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/playlists/:id',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Delete a level with its sub-levels and the decks saved in them',
          params: playlistIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        await deletePlaylist(ctx, user, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/playlists/order',
      {
        schema: {
          tags: ['playlists'],
          summary: 'Put the top level (parentId null) or one level’s sub-levels in a new order',
          body: reorderPlaylistsBodySchema,
          response: { 200: playlistTreeSchema, ...errors },
        },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return reorderPlaylists(ctx, user, request.body);
      },
    );
  };
}
