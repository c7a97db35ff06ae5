import {
  errorResponseSchema,
  feedIdParamsSchema,
  feedInputSchema,
  feedListSchema,
  feedPatchSchema,
  feedSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { editorGuard } from '../../plugins/session.ts';
import type { FeedsContext } from './context.ts';
import {
  createFeed,
  deleteFeed,
  fetchFeedForEditor,
  getEditorFeed,
  listEditorFeeds,
  updateFeed,
} from './feed-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Editors register, change, remove and fetch feeds; everyone else gets 401 or 403. */
export function editorRoutes(ctx: FeedsContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = editorGuard(app);
    guard.install();
    // Every answer here is about one editor's work in progress: never cached.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/editor/feeds',
      {
        schema: {
          tags: ['editor'],
          summary: 'Every registered feed with how its fetching goes',
          response: { 200: feedListSchema, 401: errorResponseSchema, 403: errorResponseSchema },
        },
      },
      async (_request) => {
        return { items: await listEditorFeeds(ctx) };
      },
    );

    app.post(
      '/api/editor/feeds',
      {
        schema: {
          tags: ['editor'],
          summary: 'Register an RSS or Atom feed; its first fetch is queued at once',
          body: feedInputSchema,
          response: { 201: feedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const editor = guard.editor(request);
        return reply.status(201).send(await createFeed(ctx, editor, request.body));
      },
    );

    app.get(
      '/api/editor/feeds/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'One feed with how its fetching goes',
          params: feedIdParamsSchema,
          response: { 200: feedSchema, ...errors },
        },
      },
      async (request) => {
        return getEditorFeed(ctx, request.params.id);
      },
    );

    app.patch(
      '/api/editor/feeds/:id',
      {
        schema: {
          tags: ['editor'],
          summary: "Change a feed's URL, kind, source, subject, or switch its fetching on or off",
          params: feedIdParamsSchema,
          body: feedPatchSchema,
          response: { 200: feedSchema, ...errors },
        },
      },
      async (request) => {
        return updateFeed(ctx, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/editor/feeds/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'Remove a feed and its items',
          params: feedIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteFeed(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/editor/feeds/:id/fetch',
      {
        schema: {
          tags: ['editor'],
          summary: 'Fetch a feed now and answer with the outcome (lastError says what went wrong)',
          params: feedIdParamsSchema,
          response: { 200: feedSchema, ...errors },
        },
      },
      async (request) => {
        return fetchFeedForEditor(ctx, request.params.id);
      },
    );
  };
}
