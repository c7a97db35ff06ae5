import {
  clipIdParamsSchema,
  clipListSchema,
  clipSchema,
  createClipBodySchema,
  pageQuerySchema,
  updateClipBodySchema,
  usernameParamsSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import type { ClipboardContext } from './context.ts';
import { createClip, deleteClip, listClips, updateClip } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The clipboard: single pages of decks, each with an optional note; private unless made public. */
export const clipboardModule: FastifyPluginAsyncZod = async (app) => {
  const ctx: ClipboardContext = { db: app.db, clock: app.config.clock };

  app.post(
    '/api/clips',
    {
      schema: {
        tags: ['clipboard'],
        summary: 'Clip one page of a deck to your clipboard',
        body: createClipBodySchema,
        response: { 201: clipSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return reply.status(201).send(await createClip(ctx, user, request.body));
    },
  );

  app.patch(
    '/api/clips/:id',
    {
      schema: {
        tags: ['clipboard'],
        summary: 'Change the note of one of your clips, or make it public or private',
        params: clipIdParamsSchema,
        body: updateClipBodySchema,
        response: { 200: clipSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return updateClip(ctx, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/clips/:id',
    {
      schema: {
        tags: ['clipboard'],
        summary: 'Delete one of your clips',
        params: clipIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      await deleteClip(ctx, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/people/:username/clips',
    {
      schema: {
        tags: ['clipboard'],
        summary: 'A member’s clipboard, newest first (private clips only for its owner)',
        params: usernameParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: clipListSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const viewer = await app.sessionUser(request);
      reply.header('cache-control', 'no-store');
      return listClips(ctx, viewer, request.params.username, request.query);
    },
  );
};
