import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { atomDocument, fixtureItems, hostileItems, rssDocument } from './feed-documents.ts';

const rssType = 'application/rss+xml; charset=utf-8';

/** What the fixture server saw, for tests that prove behaviour on the wire. */
export interface FixtureStats {
  hugeBytesSent: number;
  hugeFinished: boolean;
  hugeClosedEarly: boolean;
  notModifiedAnswers: number;
  requests: Map<string, number>;
}

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** 127.0.0.1:<port>, the entry to allow. */
  host: string;
  port: number;
  url(path: string): string;
  stats: FixtureStats;
  /** Items in /growing.rss; raise it to publish a new item. */
  growingCount: number;
  /** What /huge.xml would send in all, far above any test cap. */
  hugePlannedBytes: number;
  close(): Promise<void>;
}

/**
 * A local HTTP server with a feed for every case the fetcher must handle: good RSS and Atom,
 * hostile HTML, broken XML, a huge body streamed slowly, a slow answer, a 500, conditional GET,
 * redirects (to an allowed place, to private addresses, in a loop), gzip and Latin-1.
 */
export async function startFixtureServer(options: { slowMs: number }): Promise<FixtureServer> {
  const timers = new Set<NodeJS.Timeout>();
  const stats: FixtureStats = {
    hugeBytesSent: 0,
    hugeFinished: false,
    hugeClosedEarly: false,
    notModifiedAnswers: 0,
    requests: new Map(),
  };
  const state = { growingCount: 3 };
  let origin = '';
  let port = 0;

  const send = (
    response: ServerResponse,
    status: number,
    type: string,
    body: string | Buffer,
    extra = {},
  ) => {
    response.writeHead(status, { 'content-type': type, ...extra });
    response.end(body);
  };

  /** Answers 304 when the client's validators match, else the document with them. */
  const conditional = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const lastModified = new Date(Date.UTC(2026, 2, 1, 12)).toUTCString();
    if (request.headers['if-none-match'] === etag) {
      stats.notModifiedAnswers += 1;
      response.writeHead(304, { etag, 'last-modified': lastModified });
      response.end();
      return;
    }
    send(response, 200, rssType, body, { etag, 'last-modified': lastModified });
  };

  const streamHuge = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>');
    response.on('close', () => {
      if (!stats.hugeFinished) stats.hugeClosedEarly = true;
    });
    const tick = () => {
      if (response.destroyed) return;
      if (stats.hugeBytesSent >= server.hugePlannedBytes) {
        stats.hugeFinished = true;
        response.end('</title></channel></rss>');
        return;
      }
      response.write(chunk);
      stats.hugeBytesSent += chunk.length;
      // Slow enough that the whole body could never arrive before the client gives up.
      const timer = setTimeout(tick, 2);
      timers.add(timer);
    };
    tick();
  };

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    stats.requests.set(path, (stats.requests.get(path) ?? 0) + 1);
    switch (path) {
      case '/good.rss':
        return conditional(request, response, rssDocument('Good RSS', fixtureItems('rss', 3)));
      case '/good.atom':
        return send(
          response,
          200,
          'application/atom+xml',
          atomDocument('Good Atom', fixtureItems('atom', 2)),
        );
      case '/growing.rss':
        return conditional(
          request,
          response,
          rssDocument('Growing', fixtureItems('grow', state.growingCount)),
        );
      case '/hostile.rss':
        return send(response, 200, rssType, rssDocument('Hostile', hostileItems));
      case '/invalid.xml':
        return send(
          response,
          200,
          'application/xml',
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Cut</title><item><title>a</title></chan',
        );
      case '/not-a-feed.xml':
        return send(response, 200, 'application/xml', '<?xml version="1.0"?><note><to>Nobody</to></note>');
      case '/page.html':
        return send(response, 200, 'text/html; charset=utf-8', '<!doctype html><title>Not a feed</title>');
      case '/huge.xml':
        return streamHuge(response);
      case '/slow.rss': {
        const timer = setTimeout(
          () => send(response, 200, rssType, rssDocument('Slow', fixtureItems('slow', 1))),
          options.slowMs,
        );
        timers.add(timer);
        return;
      }
      case '/error.rss':
        return send(response, 500, 'text/plain', 'internal trouble');
      case '/gzip.rss':
        return send(response, 200, rssType, gzipSync(rssDocument('Zipped', fixtureItems('zip', 2))), {
          'content-encoding': 'gzip',
        });
      case '/latin1.rss':
        return send(
          response,
          200,
          'application/rss+xml',
          Buffer.from(
            rssDocument(
              'Latin',
              fixtureItems('latin', 1).map((item) => ({ ...item, title: 'Café médical' })),
              'ISO-8859-1',
            ),
            'latin1',
          ),
        );
      case '/redirect-ok':
        return send(response, 302, 'text/plain', '', { location: '/good.atom' });
      case '/redirect-private':
        return send(response, 302, 'text/plain', '', { location: 'http://10.0.0.1/feed.xml' });
      case '/redirect-localhost':
        return send(response, 301, 'text/plain', '', { location: `http://localhost:${port}/good.rss` });
      case '/redirect-loop':
        return send(response, 302, 'text/plain', '', { location: '/redirect-loop' });
      default:
        return send(response, 404, 'text/plain', 'no such fixture');
    }
  };

  const httpServer = http.createServer(handler);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  port = (httpServer.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  const server: FixtureServer = {
    origin,
    host: `127.0.0.1:${port}`,
    port,
    url: (path) => `${origin}${path}`,
    stats,
    get growingCount() {
      return state.growingCount;
    },
    set growingCount(value: number) {
      state.growingCount = value;
    },
    hugePlannedBytes: 64 * 1024 * 1024,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
  return server;
}
