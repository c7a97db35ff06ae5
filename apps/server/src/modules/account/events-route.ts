import type { FastifyPluginAsync } from 'fastify';
import { getAccount } from './service.ts';

/**
 * GET /api/events: Server-Sent Events for the signed-in user's open tabs. Each account change
 * sends the whole account (username, preference, follower count), so a tab never has to ask
 * again; `deck` events carry the processing progress of the user's own uploads. After events
 * may have been missed, `resync` tells the tab to ask again for what it follows.
 */
export const eventsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/events',
    { schema: { tags: ['account'], summary: 'Live account updates (text/event-stream)' } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      let opened = false;
      await app.events.stream(request, reply, {
        listen: (stream) =>
          app.events.subscribe(user.id, (event) => {
            if (event.type === 'deck') {
              stream.send('deck', event.progress);
              return;
            }
            getAccount(app.db, user.id).then(
              (account) => stream.send('account', account),
              (error: unknown) => request.log.warn({ err: error }, 'could not send an account event'),
            );
          }),
        async sendState(stream) {
          stream.send('account', await getAccount(app.db, user.id));
          // The first state is the stream's opening, which the tab already treats as a fresh start.
          if (opened) stream.send('resync', {});
          opened = true;
        },
      });
    },
  );
};
