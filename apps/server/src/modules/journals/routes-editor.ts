import multipart from '@fastify/multipart';
import {
  bookLimits,
  bookMessages,
  journalDetailSchema,
  journalIdParamsSchema,
  journalPatchSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { validationFailed } from '../../lib/http-errors.ts';
import { uploadSpoolDir } from '../../lib/upload-spool.ts';
import { editorGuard } from '../../plugins/session.ts';
import { receiveLibraryUpload, withUpload } from '../books/index.ts';
import { journalInputFromRecord, validateJournal } from './journal-input.ts';
import {
  createJournal,
  deleteJournal,
  type JournalsContext,
  prepareJournalCover,
  presentJournal,
  replaceJournalCover,
  updateJournal,
} from './journal-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

const coverBodyLimit = bookLimits.maxCoverBytes + 1024 * 1024;

/** The editor's side of journals: add (with an optional cover), edit, replace the cover, delete. */
export function editorJournalRoutes(ctx: JournalsContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = editorGuard(app);
    guard.install();
    await app.register(multipart, {
      limits: { fileSize: bookLimits.maxCoverBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 24 },
    });
    const tempDir = uploadSpoolDir(app.config.dataDir);

    app.post(
      '/api/editor/journals',
      {
        schema: {
          tags: ['editor'],
          summary:
            'Add a journal (multipart: name, slug, publisher, issn, subject, homepage, description, feedId or feedUrl; then an optional cover)',
          consumes: ['multipart/form-data'],
          response: { 201: journalDetailSchema, ...errors },
        },
        bodyLimit: coverBodyLimit,
        config: { tooLargeMessage: bookMessages.coverTooLarge },
      },
      async (request, reply) => {
        const editor = guard.editor(request);
        const upload = await receiveLibraryUpload(request, tempDir, ['cover']);
        const row = await withUpload(upload, async ({ fields, files }) => {
          const journal = await validateJournal(ctx.db, journalInputFromRecord(fields));
          const cover = files.cover ? await prepareJournalCover(files.cover) : undefined;
          return createJournal(ctx, editor.id, journal, cover);
        });
        return reply.status(201).send(await presentJournal(ctx.db, row));
      },
    );

    app.patch(
      '/api/editor/journals/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'Edit a journal (only the fields sent; null clears an optional one)',
          params: journalIdParamsSchema,
          body: journalPatchSchema,
          response: { 200: journalDetailSchema, ...errors },
        },
      },
      async (request) => presentJournal(ctx.db, await updateJournal(ctx, request.params.id, request.body)),
    );

    app.put(
      '/api/editor/journals/:id/cover',
      {
        schema: {
          tags: ['editor'],
          summary: 'Replace the journal’s cover (multipart: cover); stored as a 300×400 WebP',
          consumes: ['multipart/form-data'],
          params: journalIdParamsSchema,
          response: { 200: journalDetailSchema, ...errors },
        },
        bodyLimit: coverBodyLimit,
        config: { tooLargeMessage: bookMessages.coverTooLarge },
      },
      async (request) => {
        const upload = await receiveLibraryUpload(request, tempDir, ['cover']);
        const row = await withUpload(upload, async ({ files }) => {
          if (!files.cover) throw validationFailed([{ path: 'cover', message: bookMessages.coverRequired }]);
          return replaceJournalCover(ctx, request.params.id, await prepareJournalCover(files.cover));
        });
        return presentJournal(ctx.db, row);
      },
    );

    app.delete(
      '/api/editor/journals/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'Delete a journal and its cover (its feed and articles stay)',
          params: journalIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteJournal(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
