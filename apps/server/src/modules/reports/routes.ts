import {
  commentModerationResultSchema,
  disabledUserSchema,
  reportActionResultSchema,
  reportCommentParamsSchema,
  reportDeckParamsSchema,
  reportedCommentListSchema,
  reportedDeckListSchema,
  reportListQuerySchema,
  takeDownBodySchema,
  userIdParamsSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { editorGuard } from '../../plugins/session.ts';
import { dismissCommentReports, listReportedComments, removeReportedComment } from './comment-service.ts';
import type { ReportsContext } from './context.ts';
import { disableUser, dismissReports, listReportedDecks, takeDownDeck } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

function editorReportRoutes(ctx: ReportsContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = editorGuard(app);
    guard.install();

    app.get(
      '/api/editor/reports',
      {
        schema: {
          tags: ['editor', 'reports'],
          summary: 'Open reports grouped by deck, the most recently reported deck first',
          querystring: reportListQuerySchema,
          response: { 200: reportedDeckListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listReportedDecks(ctx, request.query);
      },
    );

    app.post(
      '/api/editor/reports/:deckId/dismiss',
      {
        schema: {
          tags: ['editor', 'reports'],
          summary: 'Resolve the deck’s open reports and keep the deck',
          params: reportDeckParamsSchema,
          response: { 200: reportActionResultSchema, ...errors },
        },
      },
      async (request) => dismissReports(ctx, request.params.deckId),
    );

    app.post(
      '/api/editor/reports/:deckId/take-down',
      {
        schema: {
          tags: ['editor', 'reports'],
          summary:
            'Take the deck down for everyone but its owner (status removed), with an optional note to the owner; resolves its open reports',
          params: reportDeckParamsSchema,
          // The note is optional, and so is the body: a POST without one takes the deck down without a note.
          body: takeDownBodySchema.nullish(),
          response: { 200: reportActionResultSchema, ...errors },
        },
      },
      async (request) => takeDownDeck(ctx, request.params.deckId, request.body?.note ?? ''),
    );

    app.get(
      '/api/editor/reports/comments',
      {
        schema: {
          tags: ['editor', 'reports'],
          summary: 'Reported comments with their open reports, the most recently reported first',
          querystring: reportListQuerySchema,
          response: { 200: reportedCommentListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listReportedComments(ctx, request.query);
      },
    );

    for (const [action, summary, run] of [
      ['dismiss', 'Resolve the comment’s open reports and keep it', dismissCommentReports],
      ['remove', 'Remove the comment (and its replies); resolves its open reports', removeReportedComment],
    ] as const) {
      app.post(
        `/api/editor/reports/comments/:commentId/${action}`,
        {
          schema: {
            tags: ['editor', 'reports'],
            summary,
            params: reportCommentParamsSchema,
            response: { 200: commentModerationResultSchema, ...errors },
          },
        },
        async (request) => run(ctx, request.params.commentId),
      );
    }

    app.post(
      '/api/editor/users/:userId/disable',
      {
        schema: {
          tags: ['editor', 'reports'],
          summary:
            'Disable an account and end its sessions (“Your account has been disabled” at sign-in); not yourself nor another editor',
          params: userIdParamsSchema,
          response: { 200: disabledUserSchema, ...errors },
        },
      },
      async (request) => disableUser(ctx, guard.editor(request), request.params.userId),
    );
  };
}

/** Reports: the editors' queue of reported decks (dismiss, take down, disable the uploader) and comments (dismiss, remove). */
export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(editorReportRoutes({ db: app.db, storage: app.storage, events: app.events }));
};
