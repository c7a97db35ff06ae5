import helmet from '@fastify/helmet';
import { requestMessages } from '@medshelf/shared';
import fp from 'fastify-plugin';
import { shellScriptHashes } from './inline-script-hashes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes calls from other sites: it uses no cookie, and the call proves itself
     * (a signed token in its address), like a mail client's one-click unsubscribe (RFC 8058).
     */
    acceptsCrossSite?: boolean;
  }
}

interface PolicyOptions {
  /** Who may frame the page: nobody ('none'), except the embed player, which anyone may. */
  frameAncestors?: string[];
  /** The hashes of the page's own inline scripts (inline-script-hashes.ts). */
  inlineScripts?: string[];
}

/** The site's Content-Security-Policy. */
export function contentSecurityPolicy(
  publicUrl: string,
  { frameAncestors = ["'none'"], inlineScripts = [] }: PolicyOptions = {},
) {
  const https = publicUrl.startsWith('https://');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      // Toast and dialog libraries set styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors,
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Security headers; HTTPS-only headers are sent only when the public URL is https. */
export const securityPlugin = fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(app.config.publicUrl, {
        inlineScripts: shellScriptHashes(app.config.webRoot),
      }),
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Google/Facebook sign-in runs in a popup that must still reach this window when it returns.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Cookies are SameSite=Lax already; a state-changing call must also show it comes from this
    // site: by its Origin, or, where a browser leaves Origin out, by Sec-Fetch-Site. A call with
    // neither is not from a browser on this site and is refused. better-auth checks Origin too.
    const allowedOrigin = new URL(app.config.publicUrl).origin;
    app.addHook('onRequest', async (request, reply) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
      if (request.routeOptions.config?.acceptsCrossSite) return;
      const origin = request.headers.origin;
      const sameSite = origin
        ? origin === allowedOrigin
        : request.headers['sec-fetch-site'] === 'same-origin';
      if (!sameSite) {
        return reply.status(403).send({ error: { code: 'forbidden', message: requestMessages.crossSite } });
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);
