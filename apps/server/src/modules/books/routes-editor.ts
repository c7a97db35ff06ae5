import multipart from '@fastify/multipart';
import {
  bookDetailSchema,
  bookIdParamsSchema,
  bookLimits,
  bookMessages,
  bookPatchSchema,
  editorBookListQuerySchema,
  editorBookListSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareCover } from '../../documents/covers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { validationFailed } from '../../lib/http-errors.ts';
import { uploadSpoolDir } from '../../lib/upload-spool.ts';
import { editorGuard } from '../../plugins/session.ts';
import { bookInputFromRecord, validateBook } from './book-input.ts';
import {
  checkBookFiles,
  createBook,
  deleteBook,
  replaceBookCover,
  replaceBookPdf,
  updateBook,
} from './book-service.ts';
import { listEditorBooks, presentBookRow } from './browse-service.ts';
import type { BooksContext } from './context.ts';
import { receiveLibraryUpload, withUpload } from './upload-parser.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

const uploadBodyLimit = bookLimits.maxPdfBytes + bookLimits.maxCoverBytes + 1024 * 1024;

/** The editor's side of books: add (with a PDF and/or a cover), edit, replace files, delete. */
export function editorBookRoutes(ctx: BooksContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = editorGuard(app);
    guard.install();
    await app.register(multipart, {
      limits: { fileSize: bookLimits.maxPdfBytes, files: 2, fields: 20, fieldSize: 16 * 1024, parts: 24 },
    });
    const tempDir = uploadSpoolDir(app.config.dataDir);
    const receive = (request: Parameters<typeof receiveLibraryUpload>[0], fields: ('pdf' | 'cover')[]) =>
      receiveLibraryUpload(request, tempDir, fields);

    app.get(
      '/api/editor/books',
      {
        schema: {
          tags: ['editor'],
          summary: 'Every book with its processing status, recently changed first',
          querystring: editorBookListQuerySchema,
          response: { 200: editorBookListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listEditorBooks(ctx.db, request.query);
      },
    );

    app.post(
      '/api/editor/books',
      {
        schema: {
          tags: ['editor'],
          summary:
            'Add a book (multipart: title, authors ";"-separated or a JSON array, edition, year, publisher, isbn, subject, category, description, externalUrl; then optional files pdf and cover)',
          consumes: ['multipart/form-data'],
          response: { 201: bookDetailSchema, ...errors },
        },
        bodyLimit: uploadBodyLimit,
        config: { tooLargeMessage: bookMessages.pdfTooLarge },
      },
      async (request, reply) => {
        const editor = guard.editor(request);
        const book = await withUpload(await receive(request, ['pdf', 'cover']), async (upload) => {
          const input = bookInputFromRecord(authorsFromJson(upload.fields));
          const valid = await validateBook(ctx.db, input);
          const files = await checkBookFiles(upload.files, (path) => app.renderPool.check(path));
          return createBook(ctx, editor.id, valid, files);
        });
        return reply.status(201).send(await presentBookRow(ctx.db, book, true));
      },
    );

    app.patch(
      '/api/editor/books/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'Edit a book’s details (only the fields sent; null clears an optional one)',
          params: bookIdParamsSchema,
          body: bookPatchSchema,
          response: { 200: bookDetailSchema, ...errors },
        },
      },
      async (request) => {
        const book = await updateBook(ctx, request.params.id, request.body);
        return presentBookRow(ctx.db, book, true);
      },
    );

    app.put(
      '/api/editor/books/:id/pdf',
      {
        schema: {
          tags: ['editor'],
          summary: 'Replace (or add) the book’s PDF (multipart: pdf); it is processed again',
          consumes: ['multipart/form-data'],
          params: bookIdParamsSchema,
          response: { 200: bookDetailSchema, ...errors },
        },
        bodyLimit: uploadBodyLimit,
        config: { tooLargeMessage: bookMessages.pdfTooLarge },
      },
      async (request) => {
        const book = await withUpload(await receive(request, ['pdf']), async (upload) => {
          if (!upload.files.pdf) throw validationFailed([{ path: 'pdf', message: bookMessages.pdfRequired }]);
          const { pdf } = await checkBookFiles({ pdf: upload.files.pdf }, (path) =>
            app.renderPool.check(path),
          );
          if (!pdf) throw validationFailed([{ path: 'pdf', message: bookMessages.pdfRequired }]);
          return replaceBookPdf(ctx, request.params.id, pdf);
        });
        return presentBookRow(ctx.db, book, true);
      },
    );

    app.put(
      '/api/editor/books/:id/cover',
      {
        schema: {
          tags: ['editor'],
          summary: 'Replace the book’s cover (multipart: cover); stored as WebP',
          consumes: ['multipart/form-data'],
          params: bookIdParamsSchema,
          response: { 200: bookDetailSchema, ...errors },
        },
        bodyLimit: bookLimits.maxCoverBytes + 1024 * 1024,
        config: { tooLargeMessage: bookMessages.coverTooLarge },
      },
      async (request) => {
        const book = await withUpload(await receive(request, ['cover']), async (upload) => {
          if (!upload.files.cover)
            throw validationFailed([{ path: 'cover', message: bookMessages.coverRequired }]);
          return replaceBookCover(ctx, request.params.id, await prepareCover(upload.files.cover));
        });
        return presentBookRow(ctx.db, book, true);
      },
    );

    app.delete(
      '/api/editor/books/:id',
      {
        schema: {
          tags: ['editor'],
          summary: 'Delete a book and all its files',
          params: bookIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteBook(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** The editor screen may send authors as a JSON array in one field; CSV rows never do. */
function authorsFromJson(fields: Record<string, string>): Record<string, unknown> {
  const authors = fields.authors?.trim();
  if (!authors?.startsWith('[')) return fields;
  try {
    return { ...fields, authors: JSON.parse(authors) as unknown };
  } catch {
    return fields;
  }
}
