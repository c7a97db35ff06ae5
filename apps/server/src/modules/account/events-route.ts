import type { FastifyPluginAsync } from 'fastify';
import type { UserEvent } from '../../plugins/events.ts';
import { getAccount } from './service.ts';

const heartbeatMs = 25_000;

/**
 * GET /api/events: Server-Sent Events for the signed-in user's open tabs. Each account change
 * sends the whole account (username, preference, follower count), so a tab never has to ask
 * again; `deck` events carry the processing progress of the user's own uploads.
 */
export const eventsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/events',
    { schema: { tags: ['account'], summary: 'Live account updates (text/event-stream)' } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = async (event?: UserEvent) => {
        if (event?.type === 'deck') {
          res.write(`event: deck\ndata: ${JSON.stringify(event.progress)}\n\n`);
          return;
        }
        const account = await getAccount(app.db, user.id);
        res.write(`event: account\ndata: ${JSON.stringify(account)}\n\n`);
      };
      const unsubscribe = app.events.subscribe(user.id, (event) => {
        send(event).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not send an account event'),
        );
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      res.write('retry: 3000\n\n');
      await send();
    },
  );
};
