import { EventEmitter } from 'node:events';
import type { DeckProgress } from '@medshelf/shared';
import fp from 'fastify-plugin';

/** What a signed-in user's open tabs hear about (SPEC §7 live listeners). */
export type UserEvent =
  | { type: 'account'; userId: string }
  | { type: 'followers'; userId: string; followerCount: number }
  | { type: 'deck'; userId: string; progress: DeckProgress };

declare module 'fastify' {
  interface FastifyInstance {
    events: {
      publish(event: UserEvent): Promise<void>;
      subscribe(userId: string, listener: (event: UserEvent) => void): () => void;
    };
  }
}

const channel = 'medshelf_user_events';

/**
 * Live updates across processes: an event is sent with NOTIFY and every process (this one too)
 * hands it to the tabs of that user it serves. With PGlite there is one process, same path.
 */
export const eventsPlugin = fp(
  async (app) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    await app.database.listen(channel, (payload) => {
      try {
        const event = JSON.parse(payload) as UserEvent;
        local.emit(event.userId, event);
      } catch (error) {
        app.log.warn({ err: error, payload }, 'ignored a malformed user event');
      }
    });
    app.decorate('events', {
      publish: (event: UserEvent) => app.database.notify(channel, JSON.stringify(event)),
      subscribe(userId: string, listener: (event: UserEvent) => void) {
        local.on(userId, listener);
        return () => local.off(userId, listener);
      },
    });
  },
  { name: 'events', dependencies: ['db'] },
);
