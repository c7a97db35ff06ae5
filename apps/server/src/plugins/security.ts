import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; HTTPS-only headers are sent only when the public URL is https. */
export const securityPlugin = fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Google/Facebook sign-in runs in a popup that must still reach this window when it returns.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Cookies are SameSite=Lax already; a state-changing call that names another origin is
    // refused outright as well. better-auth applies the same rule under /api/auth.
    const allowedOrigin = new URL(app.config.publicUrl).origin;
    app.addHook('onRequest', async (request, reply) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
      const origin = request.headers.origin;
      if (origin && origin !== allowedOrigin) {
        return reply.status(403).send({
          error: { code: 'forbidden', message: 'This request came from another site and was refused.' },
        });
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);
