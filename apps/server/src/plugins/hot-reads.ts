import { Negotiator } from '@fastify/accept-negotiator';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSharedCache,
  entryBytes,
  type HotBody,
  type HotEntry,
  hotReadsChannel,
  makeEntry,
  matchesEntityTag,
} from '../lib/hot-read-cache.ts';
import { randomId } from '../lib/random-id.ts';
import type { HotReadPolicy } from './hot-read-policies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this GET route are served from memory for a while (hot-reads.ts). */
    hotRead?: HotReadPolicy;
    /** This write changes nothing visitors read (a view, a sign-in): cached reads stay. */
    keepsHotReads?: boolean;
  }
  interface FastifyInstance {
    hotReads: {
      /** Drops the cached reads of every process (after a change that no API write made). */
      invalidate(): Promise<void>;
      /**
       * Answers an anonymous request from memory, or from `run` (once for concurrent requests
       * of one URL) when `cacheable` turns its result into a body; a signed-in one from `run`.
       * An answer that differs by more than its URL (a page's language) names its own `key`.
       */
      answer<T>(
        request: FastifyRequest,
        reply: FastifyReply,
        policy: HotReadPolicy,
        run: () => Promise<T>,
        cacheable: (result: T) => HotBody | undefined,
        key?: string,
      ): Promise<T | FastifyReply>;
      /**
       * A figure many answers share (a list's total, whatever the page or order; where its
       * pages end), computed once per `seconds` for everyone and dropped with the cached reads.
       * `units` weighs a large figure (one unit per element of an array).
       */
      remember<T extends number | unknown[]>(
        key: string,
        seconds: number,
        compute: () => Promise<T>,
      ): Promise<T>;
    };
  }
}

// Bodies are small JSON and HTML documents; this holds thousands of them.
const maxBytes = 64 * 1024 * 1024;
// Units: a number is one, an array one per element (positions where a list's pages end).
const maxFigures = 200_000;
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** A session cookie, valid or not: its holder may see personal parts, never a shared copy. */
export function mayBeSignedIn(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && getSessionCookie(new Headers({ cookie })) !== null;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: HotEntry, policy: HotReadPolicy) {
  reply.header('etag', entry.etag);
  reply.header(
    'cache-control',
    `public, max-age=0, s-maxage=${policy.seconds}, stale-while-revalidate=${policy.staleSeconds}`,
  );
  reply.header('vary', 'cookie, accept-encoding');
  if (matchesEntityTag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  const compressed = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null;
  reply.code(200).type(entry.contentType);
  if (!compressed) return reply.send(entry.identity);
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Hot reads for a crowd: routes with `config.hotRead` (and the served HTML of content pages)
 * answer anonymous visitors from memory, with an ETag (304 when it matches) and a
 * Cache-Control that lets a CDN hold them; requests with a session cookie always get a fresh,
 * private answer. A successful write through the API drops the cache of every process (NOTIFY),
 * unless its route has `config.keepsHotReads`; background changes call `invalidate()`.
 */
export const hotReadsPlugin = fp(
  async (app) => {
    const cache = createSharedCache<HotEntry>(maxBytes, (entry, key) => entryBytes(entry) + key.length * 2);
    const figures = createSharedCache<{ value: number | unknown[] }>(maxFigures, ({ value }) =>
      Array.isArray(value) ? value.length + 1 : 1,
    );
    const clear = () => {
      cache.clear();
      figures.clear();
    };
    // Each process clears its own cache as it writes; the notification is for the others.
    const processId = randomId();

    await app.database.listen(hotReadsChannel, {
      onPayload(payload) {
        if (payload !== processId) clear();
      },
      // Invalidations sent while the connection was down never arrive.
      onReconnect: clear,
    });

    const invalidate = async () => {
      clear();
      await app.database.notify(hotReadsChannel, processId);
    };

    async function answer<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      policy: HotReadPolicy,
      run: () => Promise<T>,
      cacheable: (result: T) => HotBody | undefined,
      key = request.url,
    ): Promise<T | FastifyReply> {
      if (mayBeSignedIn(request)) {
        const result = await run();
        if (!reply.sent) {
          reply.header('cache-control', 'private, no-store');
          reply.header('vary', 'cookie');
        }
        return result;
      }
      let own: { result: T } | undefined;
      const entry = await cache.load(key, policy.seconds, async () => {
        const result = await run();
        own = { result };
        const made = cacheable(result);
        return made && makeEntry(made);
      });
      if (entry) return sendEntry(request, reply, entry, policy);
      // Not cacheable: this request's own result, or (it waited on another's) a run of its own.
      return own ? own.result : run();
    }

    const remember = async <T extends number | unknown[]>(
      key: string,
      seconds: number,
      compute: () => Promise<T>,
    ): Promise<T> => {
      const figure = await figures.load(key, seconds, async () => ({ value: await compute() }));
      return figure ? (figure.value as T) : compute();
    };

    app.decorate('hotReads', { invalidate, answer, remember });

    app.addHook('onRoute', (route) => {
      const policy = route.config?.hotRead;
      if (!policy) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function hotRead(request, reply) {
        return answer(
          request,
          reply,
          policy,
          async () => handler.call(this, request, reply),
          (result) => {
            if (reply.sent || reply.statusCode !== 200 || result === undefined) return undefined;
            const body = reply.serialize(result);
            return typeof body === 'string'
              ? { body, contentType: 'application/json; charset=utf-8' }
              : undefined;
          },
        );
      };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        !readMethods.has(request.method) &&
        reply.statusCode < 400 &&
        !request.routeOptions.config?.keepsHotReads
      ) {
        await invalidate().catch((error: unknown) =>
          // The write stands; other processes catch up when their copies expire.
          request.log.warn({ err: error }, 'could not announce a write to the other processes'),
        );
      }
      return payload;
    });
  },
  { name: 'hot-reads', dependencies: ['db'] },
);
