import { deckIdParamsSchema, oembedQuerySchema, oembedSchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { contentSecurityPolicy } from '../../plugins/security.ts';
import { slidesContext } from '../slides/index.ts';
import { noticePage, playerTemplate, renderPlayer } from './player-page.ts';
import { embeddableDeck, oembedFor } from './service.ts';

/** Embeds: the light player other sites frame, and oEmbed for sites that ask what a link is. */
export const embedsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx = slidesContext(app);
  const { publicUrl } = app.config;
  const template = playerTemplate(app.config.webRoot);

  app.get(
    '/embed/deck/:id',
    {
      schema: {
        tags: ['embeds'],
        summary:
          'The light player of a deck, for other sites to frame; a short notice for a deck nobody may see',
        params: deckIdParamsSchema,
      },
      // The one page any site may frame; every other page refuses to be framed.
      helmet: {
        contentSecurityPolicy: contentSecurityPolicy(publicUrl, { frameAncestors: ['*'] }),
        xFrameOptions: false,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const deck = await embeddableDeck(ctx, publicUrl, request.params.id);
      if (!deck) return reply.status(404).send(noticePage());
      const page = await template();
      if (!page) return reply.status(503).send(noticePage());
      return renderPlayer(page, deck.player);
    },
  );

  app.get(
    '/api/oembed',
    {
      schema: {
        tags: ['embeds'],
        summary: 'oEmbed (rich) for the address of a deck page: the player as an iframe, with its size',
        querystring: oembedQuerySchema,
        response: { 200: oembedSchema, ...errorResponses(400, 404, 501) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return oembedFor(ctx, publicUrl, request.query);
    },
  );
};
