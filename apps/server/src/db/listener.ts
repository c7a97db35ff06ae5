import pg from 'pg';
import type { ListenHandlers } from './client.ts';

/** First wait before reconnecting, doubled after each failed attempt up to the last. */
const firstRetryMs = 100;
const lastRetryMs = 5_000;
/**
 * A connection that died without a word (a pooler's idle timeout, a dropped route) is only
 * noticed when used: the listener asks the server something this often.
 */
const checkEveryMs = 15_000;

export interface Listener {
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN on a connection outside the pool, kept alive: when it is lost (a restart,
 * a failover, pg_terminate_backend) it reconnects with backoff, listens on every channel again
 * and tells each subscriber that payloads may have been missed meanwhile.
 */
export function createListener(url: string, onError: (error: Error) => void): Listener {
  const channels = new Map<string, ListenHandlers>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryMs = firstRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lostOnce = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '')}"`;

  function lost(which: pg.Client, error?: Error) {
    if (error) onError(error);
    if (client !== which) return;
    client = null;
    lostOnce = true;
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, lastRetryMs);
        scheduleReconnect();
      });
    }, retryMs);
  }

  async function open() {
    // Named, so an operator (or a test) can tell this connection apart in pg_stat_activity.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: `medshelf-listener-${process.pid}`,
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.payload !== undefined) channels.get(message.channel)?.onPayload(message.payload);
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = firstRetryMs;
    if (lostOnce) for (const handlers of channels.values()) handlers.onReconnect();
  }

  function connect(): Promise<void> {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  const check = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: Error) => lost(current, error));
  }, checkEveryMs);
  check.unref();

  return {
    async listen(channel, handlers) {
      channels.set(channel, handlers);
      if (client) await client.query(`listen ${quote(channel)}`);
      else await connect();
    },
    connected: () => client !== null,
    async close() {
      closed = true;
      clearInterval(check);
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
