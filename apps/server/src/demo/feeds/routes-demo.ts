import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { demoDocument, demoImage } from './demo-documents.ts';

const fileParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.xml$/) });
const imageParams = z.object({ name: z.string().regex(/^[a-z0-9-]+\.svg$/) });

/**
 * The demo's generated RSS and Atom documents, served by the site itself so the demo feeds go
 * through the real fetching path (conditional GET included). Harmless generated text, so they
 * need no switch; fetching them is allowed only while demo content is on.
 */
export const demoFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/demo-feeds/:file', { schema: { hide: true, params: fileParams } }, async (request, reply) => {
    const document = demoDocument(request.params.file, app.config.publicUrl);
    if (!document) throw notFound('There is no such demo feed.');
    reply.header('etag', document.etag);
    reply.header('last-modified', document.lastModified);
    reply.header('cache-control', 'public, max-age=300');
    if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
    reply.type(document.contentType);
    return document.body;
  });

  app.get(
    '/demo-feeds/images/:name',
    { schema: { hide: true, params: imageParams } },
    async (request, reply) => {
      const svg = demoImage(request.params.name);
      if (!svg) throw notFound('There is no such demo image.');
      reply.header('cache-control', 'public, max-age=86400');
      reply.type('image/svg+xml');
      return svg;
    },
  );
};
