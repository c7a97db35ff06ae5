import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { fetchHeaders } from '../lib/fetch-headers.ts';
import {
  type Auth,
  authRateLimiter,
  createAuth,
  loadAuthSecret,
  registerRateLimitPruning,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /**
     * A keyed hash (HMAC-SHA256 with the site's secret, 22 characters): a stable pseudonym for
     * something personal (an address) that nobody without the secret can turn back into it.
     */
    keyedHash(...parts: string[]): string;
  }
}

/**
 * Mounts better-auth at /api/auth/* through its fetch handler: the Fastify request becomes a
 * web Request (with the body Fastify already parsed), the web Response goes back as the reply.
 */
export const authPlugin = fp(
  async (app) => {
    const secret = await loadAuthSecret(app.config.authSecret, app.config.dataDir);
    const auth = createAuth({ config: app.config, db: app.db, mailer: app.mailer, secret });
    app.decorate('auth', auth);
    registerRateLimitPruning(app);
    app.decorate('keyedHash', (...parts: string[]) =>
      createHmac('sha256', secret).update(parts.join('\n')).digest('base64url').slice(0, 22),
    );

    const limiter = authRateLimiter(app);
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      // Signing in, up or out changes nothing anonymous visitors read.
      config: { keepsHotReads: true },
      preHandler: limiter.preHandler,
      onSend: async (request, reply) => limiter.onSend(request, reply),
      async handler(request, reply) {
        const headers = fetchHeaders(request);
        // better-auth records the client's address from this header: the one Fastify resolved
        // under TRUST_PROXY, never what the client wrote.
        headers.set('x-forwarded-for', request.ip);
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const response = await auth.handler(
          new Request(new URL(request.url, app.config.publicUrl), {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        );
        reply.status(response.status);
        for (const [key, value] of response.headers) {
          if (key !== 'set-cookie') reply.header(key, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'mail', 'jobs'] },
);
