import { type FollowerCountEvent, usernameParamsSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { findMember } from '../profiles/index.ts';
import { followerCount } from './repository.ts';

/**
 * GET /api/people/:username/events: the live follower count of one profile, for anyone viewing
 * it (signed in or not). Only `followers` events pass: a member's private events (their
 * account, their uploads' progress) travel on the same channel and never leave here.
 */
export const followerEventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/people/:username/events',
    {
      schema: {
        tags: ['people'],
        summary: 'Live follower count of a profile (text/event-stream, `event: followers`)',
        params: usernameParamsSchema,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const member = await findMember(app.db, request.params.username);
      const data = (count: number): FollowerCountEvent => ({
        username: member.username,
        followerCount: count,
      });
      await app.events.stream(request, reply, {
        listen: (stream) =>
          app.events.subscribe(member.id, (event) => {
            if (event.type === 'followers') stream.send('followers', data(event.followerCount));
          }),
        // A reconnecting viewer catches up on whatever changed while it was away.
        sendState: async (stream) => stream.send('followers', data(await followerCount(app.db, member.id))),
      });
    },
  );
};
