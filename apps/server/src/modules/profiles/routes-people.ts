import { deckListSchema, pageQuerySchema, publicProfileSchema, usernameParamsSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { ProfilesContext } from './context.ts';
import { memberLiked, memberUploads, publicProfile } from './people-service.ts';

/** /profile/{username}: the public profile and its uploads and liked tabs; open to everyone. */
export function peopleRoutes(ctx: ProfilesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/people/:username',
      {
        schema: {
          tags: ['people'],
          summary: 'A member’s public profile: details, counts, and whether you follow them',
          params: usernameParamsSchema,
          response: { 200: publicProfileSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const viewer = await app.sessionUser(request);
        // The answer says whether this viewer follows: never one visitor's answer for another.
        reply.header('cache-control', 'no-store');
        return publicProfile(ctx, request.params.username, viewer?.id ?? null);
      },
    );

    for (const [tab, list, summary] of [
      ['uploads', memberUploads, 'A member’s ready decks, newest first'],
      ['liked', memberLiked, 'The ready decks a member liked, the latest like first'],
    ] as const) {
      app.get(
        `/api/people/:username/${tab}`,
        {
          schema: {
            tags: ['people'],
            summary,
            params: usernameParamsSchema,
            querystring: pageQuerySchema,
            response: { 200: deckListSchema, ...errorResponses(404) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return list(ctx, request.params.username, request.query);
        },
      );
    }
  };
}
