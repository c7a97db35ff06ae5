import { type FollowerCountEvent, usernameParamsSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { findMember } from '../profiles/people-service.ts';
import { followerCount } from './repository.ts';

const heartbeatMs = 25_000;

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
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (count: number) => {
        const data: FollowerCountEvent = { username: member.username, followerCount: count };
        res.write(`event: followers\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // Listening before the first count is read, so no change can fall between the two.
      const unsubscribe = app.events.subscribe(member.id, (event) => {
        if (event.type === 'followers') send(event.followerCount);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      res.write('retry: 3000\n\n');
      try {
        // A reconnecting viewer catches up on whatever changed while it was away.
        send(await followerCount(app.db, member.id));
      } catch (error) {
        request.log.warn({ err: error }, 'could not read a follower count');
        res.end();
      }
    },
  );
};
