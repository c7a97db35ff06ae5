import { followingFeedQuerySchema, followingFeedSchema, usernameParamsSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { atomFeed } from './atom-feed.ts';
import { followingFeed, memberItems } from './service.ts';

/** The following feed on the home page, and each member's Atom feed for anyone's reader. */
export const followingModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/following/feed',
    {
      schema: {
        tags: ['people'],
        summary: 'New from people you follow: their ready decks and public playlists, the newest first',
        querystring: followingFeedQuerySchema,
        response: { 200: followingFeedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return followingFeed(app.db, user.id, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/profile/:username/feed.xml',
    {
      schema: {
        tags: ['people'],
        summary: 'A member’s public decks and playlists as an Atom feed',
        params: usernameParamsSchema,
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { member, items } = await memberItems(app.db, request.params.username);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(atomFeed(app.config.publicUrl, member, items));
    },
  );
};
