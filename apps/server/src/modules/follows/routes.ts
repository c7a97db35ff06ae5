import { followStateSchema, pageQuerySchema, personListSchema, usernameParamsSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { followerEventsRoute } from './events-route.ts';
import { listFollowPeople, setFollowing } from './service.ts';

/** Follows: follow and unfollow members, their followers and following lists, live counts. */
export const followsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, events: app.events };

  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/people/:username/follow',
      schema: {
        tags: ['people'],
        summary: following ? 'Follow a member' : 'Stop following a member',
        params: usernameParamsSchema,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => {
        const user = await app.requireUser(request);
        return setFollowing(ctx, user, request.params.username, following);
      },
    });
  }

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/api/people/:username/${side}`,
      {
        schema: {
          tags: ['people'],
          summary:
            side === 'followers'
              ? 'Who follows a member, the latest first'
              : 'Whom a member follows, the latest first',
          params: usernameParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: personListSchema, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listFollowPeople(ctx, request.params.username, side, request.query);
      },
    );
  }

  await app.register(followerEventsRoute);
};
