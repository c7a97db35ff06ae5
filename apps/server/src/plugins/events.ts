import { EventEmitter } from 'node:events';
import type { DeckProgress } from '@medshelf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What a signed-in user's open tabs hear about (SPEC §7 live listeners). */
export type UserEvent =
  | { type: 'account'; userId: string }
  | { type: 'followers'; userId: string; followerCount: number }
  | { type: 'deck'; userId: string; progress: DeckProgress }
  /** The unread count of their notifications changed (the stream reads it anew). */
  | { type: 'notifications'; userId: string };

/** One open text/event-stream response. */
export interface EventStream {
  /** Writes one event; `data` is sent as JSON. */
  send(event: string, data: unknown): void;
  /** Ends the stream (the browser reconnects by itself after the `retry` delay). */
  end(): void;
  /** Ends the stream and its connection. */
  close(): void;
}

export interface StreamHandlers {
  /**
   * Sends what the stream is about in full: when it opens, and again whenever events may have
   * been missed (the database's LISTEN connection was lost and is back).
   */
  sendState(stream: EventStream): Promise<void>;
  /**
   * Starts passing events to the stream, before its state is first read so that no change
   * can fall between the two; returns what stops it when the stream closes.
   */
  listen(stream: EventStream): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: {
      publish(event: UserEvent): Promise<void>;
      subscribe(userId: string, listener: (event: UserEvent) => void): () => void;
      /** Turns the reply into a live event stream that this plugin keeps, resyncs and closes. */
      stream(request: FastifyRequest, reply: FastifyReply, handlers: StreamHandlers): Promise<void>;
      /** Streams open on this process right now. */
      openStreams(): number;
      /** False while the database connection that brings other processes' events is down. */
      connected(): boolean;
    };
  }
}

const channel = 'medshelf_user_events';
const heartbeatMs = 25_000;

/**
 * Live updates across processes: an event is sent with NOTIFY and every process (this one too)
 * hands it to the tabs of that user it serves. With PGlite there is one process, same path.
 * Streams are kept here: sent their full state again after the LISTEN connection comes back,
 * and ended when the process shuts down so that it can exit (browsers reconnect elsewhere).
 */
export const eventsPlugin = fp(
  async (app) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const streams = new Map<EventStream, StreamHandlers>();
    let closing = false;

    const resync = () => {
      for (const [stream, handlers] of streams) {
        handlers.sendState(stream).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not resend a stream its state');
          stream.end();
        });
      }
    };

    await app.database.listen(channel, {
      onPayload(payload) {
        try {
          const event = JSON.parse(payload) as UserEvent;
          local.emit(event.userId, event);
        } catch (error) {
          app.log.warn({ err: error, payload }, 'ignored a malformed user event');
        }
      },
      onReconnect() {
        app.log.warn(
          { streams: streams.size },
          'live updates reconnected; open streams get their state again',
        );
        resync();
      },
    });

    app.decorate('events', {
      publish: (event: UserEvent) => app.database.notify(channel, JSON.stringify(event)),
      subscribe(userId: string, listener: (event: UserEvent) => void) {
        local.on(userId, listener);
        return () => local.off(userId, listener);
      },
      async stream(request, reply, handlers) {
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const stream: EventStream = {
          send: (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
          end: () => res.end(),
          close: () => res.end(() => res.socket?.destroy()),
        };
        // A stream whose request arrived just before the shutdown began is closed as it opens.
        if (closing) {
          stream.close();
          return;
        }
        streams.set(stream, handlers);
        const stopListening = handlers.listen(stream);
        const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          streams.delete(stream);
          stopListening();
        });
        res.write('retry: 3000\n\n');
        try {
          await handlers.sendState(stream);
        } catch (error) {
          request.log.warn({ err: error }, 'could not send a stream its state');
          stream.end();
        }
      },
      openStreams: () => streams.size,
      connected: () => app.database.listening(),
    });

    // Before the server stops accepting: an open stream would otherwise keep it from closing.
    // The connection is closed too: left open and idle, the server would wait for the browser
    // to drop it, which may take minutes.
    app.addHook('preClose', async () => {
      closing = true;
      for (const stream of streams.keys()) stream.close();
    });
  },
  { name: 'events', dependencies: ['db'] },
);
