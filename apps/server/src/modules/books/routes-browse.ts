import {
  bookCardSchema,
  bookDetailSchema,
  bookIdParamsSchema,
  bookListQuerySchema,
  bookListSchema,
  bookMessages,
  errorResponseSchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { hotReadPolicies } from '../../plugins/hot-read-policies.ts';
import { getBook, listBooks, relatedBooks } from './browse-service.ts';
import type { BooksContext } from './context.ts';
import { sendBookPdf } from './download.ts';
import { assertCanSee } from './policies.ts';
import { findBook } from './repository.ts';

/** The public side of books: the list, a book with its reader pages, related books, the PDF. */
export function browseRoutes(ctx: BooksContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/books',
      {
        schema: {
          tags: ['books'],
          summary: 'Books of a subject tab (or the visitor’s subjects on "all"), newest or by title, paged',
          querystring: bookListQuerySchema,
          response: { 200: bookListSchema },
        },
        config: { hotRead: hotReadPolicies.books },
      },
      async (request) => listBooks(ctx.db, app.hotReads, request.query),
    );

    app.get(
      '/api/books/:id',
      {
        schema: {
          tags: ['books'],
          summary: 'One book with every field and its reader pages (processing details for editors)',
          params: bookIdParamsSchema,
          response: { 200: bookDetailSchema, 404: errorResponseSchema },
        },
        config: { hotRead: hotReadPolicies.books },
      },
      async (request) => getBook(ctx.db, await app.sessionUser(request), request.params.id),
    );

    app.get(
      '/api/books/:id/related',
      {
        schema: {
          tags: ['books'],
          summary: 'Books of the same category, then of the same subject',
          params: bookIdParamsSchema,
          response: { 200: z.object({ items: z.array(bookCardSchema) }), 404: errorResponseSchema },
        },
        config: { hotRead: hotReadPolicies.books },
      },
      async (request) => ({ items: await relatedBooks(ctx.db, request.params.id) }),
    );

    app.get(
      '/api/books/:id/download',
      {
        schema: {
          tags: ['books'],
          summary: 'The book’s PDF as an attachment; Range requests resume a broken download',
          params: bookIdParamsSchema,
        },
      },
      async (request, reply) => {
        const book = await findBook(ctx.db, request.params.id);
        assertCanSee(null, book);
        if (book.status !== 'ready') throw notFound(bookMessages.noPdf);
        return sendBookPdf(ctx.storage, book, request, reply);
      },
    );
  };
}
