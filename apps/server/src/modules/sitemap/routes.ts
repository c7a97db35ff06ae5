import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import { cachedEntries } from './sitemap-service.ts';
import { chunk, maxUrlsPerSitemap, sitemapIndex, urlSet } from './sitemap-xml.ts';

const ttlMs = 5 * 60_000;
const cacheControl = 'public, max-age=300';

/**
 * /robots.txt names the sitemap by its absolute URL, which only the server knows (PUBLIC_URL).
 * /sitemap.xml: every public page. Past 50,000 URLs it becomes an index of /sitemap-1.xml,
 * /sitemap-2.xml… as the protocol requires. Built at most every five minutes.
 */
export const sitemapModule: FastifyPluginAsync = async (app) => {
  const entries = cachedEntries(app.db, ttlMs);
  const publicUrl = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const all = await entries();
    reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl);
    if (all.length <= maxUrlsPerSitemap) return urlSet(publicUrl, all);
    return sitemapIndex(publicUrl, chunk(all, maxUrlsPerSitemap));
  });

  app.get<{ Params: { n: string } }>(
    '/sitemap-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const all = await entries();
      const index = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
      const part = all.length > maxUrlsPerSitemap ? chunk(all, maxUrlsPerSitemap)[index - 1] : undefined;
      if (!part) throw notFound('No such sitemap.');
      reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl);
      return urlSet(publicUrl, part);
    },
  );
};
