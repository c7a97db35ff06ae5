import {
  playlistLevelSchema,
  playlistPathQuerySchema,
  publicPlaylistTreeSchema,
  usernameParamsSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { PlaylistsContext } from './context.ts';
import { publicLevel, publicTree } from './level-service.ts';

/** Anyone's public playlists, read-only (a level made private disappears at once: no caching). */
export function publicPlaylistRoutes(ctx: PlaylistsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/people/:username/playlists',
      {
        schema: {
          tags: ['playlists'],
          summary: 'A member’s public playlists (public levels whose every ancestor is public)',
          params: usernameParamsSchema,
          response: { 200: publicPlaylistTreeSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return publicTree(ctx, request.params.username);
      },
    );

    app.get(
      '/api/people/:username/playlists/level',
      {
        schema: {
          tags: ['playlists'],
          summary: 'One public level of a member by its path of slugs (?path=a/b/c)',
          params: usernameParamsSchema,
          querystring: playlistPathQuerySchema,
          response: { 200: playlistLevelSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return publicLevel(ctx, request.params.username, request.query.path);
      },
    );
  };
}
