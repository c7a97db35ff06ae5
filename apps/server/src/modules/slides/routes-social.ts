import {
  commentBodySchema,
  commentListSchema,
  commentSchema,
  deckIdParamsSchema,
  errorResponseSchema,
  likeStateSchema,
  pageQuerySchema,
  reportBodySchema,
  viewBodySchema,
  viewCountSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { counter } from '../../db/counters.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { SlidesContext } from './context.ts';
import {
  addComment,
  deleteComment,
  listComments,
  recordView,
  reportComment,
  reportDeck,
  setLike,
} from './social-service.ts';
import { viewVisitor } from './view-visitor.ts';

const errors = errorResponses(400, 401, 403, 404, 429);
const commentParamsSchema = deckIdParamsSchema.extend({ commentId: z.string().min(1).max(64) });

export function socialRoutes(ctx: SlidesContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [method, liked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/decks/:id/like',
        schema: {
          tags: ['slides'],
          summary: liked ? 'Like a deck' : 'Take back a like',
          params: deckIdParamsSchema,
          response: { 200: likeStateSchema, ...errors },
        },
        handler: async (request) => {
          const user = await app.requireUser(request);
          return setLike(ctx, user, request.params.id, liked);
        },
      });
    }

    app.post(
      '/api/decks/:id/views',
      {
        schema: {
          tags: ['slides'],
          summary: 'Count a view (once per visitor per deck per day; not for known bots)',
          params: deckIdParamsSchema,
          body: viewBodySchema,
          response: { 200: viewCountSchema, 404: errorResponseSchema },
        },
        // Every visitor of a deck sends one: the count shows after the cached copies expire.
        config: { keepsHotReads: true },
      },
      async (request, reply) => {
        const viewer = await app.sessionUser(request);
        const visitor = viewVisitor(app, request, reply, viewer?.id ?? null, request.params.id);
        return recordView(
          ctx,
          viewer,
          request.params.id,
          visitor,
          app.config.viewLimits.perAddressPerDeckPerDay,
          request.body,
        );
      },
    );

    app.get(
      '/api/decks/:id/comments',
      {
        schema: {
          tags: ['slides'],
          summary: 'Comments on a deck, newest first',
          params: deckIdParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: commentListSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = await app.sessionUser(request);
        reply.header('cache-control', 'no-store');
        return listComments(ctx, viewer, request.params.id, request.query);
      },
    );

    app.post(
      '/api/decks/:id/comments',
      {
        schema: {
          tags: ['slides'],
          summary: 'Comment on a deck, or reply to a comment (`parentId`; replies go one level deep)',
          params: deckIdParamsSchema,
          body: commentBodySchema,
          response: { 201: commentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        return reply.status(201).send(await addComment(ctx, user, request.params.id, request.body));
      },
    );

    app.delete(
      '/api/decks/:id/comments/:commentId',
      {
        schema: {
          tags: ['slides'],
          summary: 'Delete your own comment (its replies go with it)',
          params: commentParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        await deleteComment(ctx, user, request.params.id, request.params.commentId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/decks/:id/comments/:commentId/reports',
      {
        schema: {
          tags: ['slides'],
          summary: 'Report a comment to the editors (members only; limited per reporter, 429)',
          params: commentParamsSchema,
          body: reportBodySchema,
          response: { 201: z.object({ ok: z.literal(true) }), ...errors },
        },
        // Nothing visitors read changes until an editor acts.
        config: { keepsHotReads: true },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        await reportComment(ctx, user, request.params.id, request.params.commentId, request.body, {
          reporter: counter('report-reporter', [`u:${user.id}`], 60 * 60_000),
          perReporterPerHour: app.config.reportLimits.perReporterPerHour,
        });
        return reply.status(201).send({ ok: true as const });
      },
    );

    app.post(
      '/api/decks/:id/reports',
      {
        schema: {
          tags: ['slides'],
          summary:
            'Report a deck to the editors (copyright, inappropriate, spam…); limited per reporter (429)',
          params: deckIdParamsSchema,
          body: reportBodySchema,
          response: { 201: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const viewer = await app.sessionUser(request);
        const reporter = viewer ? `u:${viewer.id}` : `a:${app.keyedHash('address', request.ip)}`;
        await reportDeck(ctx, viewer, request.params.id, request.body, {
          reporter: counter('report-reporter', [reporter], 60 * 60_000),
          deck: counter('report-deck', [request.params.id], 24 * 60 * 60_000),
          ...app.config.reportLimits,
        });
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
