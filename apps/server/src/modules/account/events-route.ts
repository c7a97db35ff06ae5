import type { UnreadCount } from '@medshelf/shared';
import type { FastifyPluginAsync } from 'fastify';
import { unreadNotifications } from '../notifications/index.ts';
import { getAccount } from './service.ts';

/**
 * GET /api/events: Server-Sent Events for the signed-in user's open tabs. Each account change
 * sends the whole account (username, preference, follower count), so a tab never has to ask
 * again; `deck` events carry the processing progress of the user's own uploads, and
 * `notifications` the unread count of the bell. After events
 * may have been missed, `resync` tells the tab to ask again for what it follows.
 */
export const eventsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/events',
    { schema: { tags: ['account'], summary: 'Live account updates (text/event-stream)' } },
    async (request, reply) => {
      const user = await app.requireUser(request);
      let opened = false;
      const unread = async (): Promise<UnreadCount> => ({
        unread: await unreadNotifications(app, user.id),
      });
      await app.events.stream(request, reply, {
        listen: (stream) =>
          app.events.subscribe(user.id, (event) => {
            if (event.type === 'deck') {
              stream.send('deck', event.progress);
              return;
            }
            if (event.type === 'notifications') {
              unread().then(
                (count) => stream.send('notifications', count),
                (error: unknown) => request.log.warn({ err: error }, 'could not send a notifications event'),
              );
              return;
            }
            getAccount(app.db, user.id).then(
              (account) => stream.send('account', account),
              (error: unknown) => request.log.warn({ err: error }, 'could not send an account event'),
            );
          }),
        async sendState(stream) {
          stream.send('account', await getAccount(app.db, user.id));
          stream.send('notifications', await unread());
          // The first state is the stream's opening, which the tab already treats as a fresh start.
          if (opened) stream.send('resync', {});
          opened = true;
        },
      });
    },
  );
};
