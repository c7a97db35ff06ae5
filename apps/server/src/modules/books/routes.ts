import type { FastifyPluginAsync } from 'fastify';
import { bookPreviewSourceKey, servableBookKey } from './book-keys.ts';
import { booksContext } from './context.ts';
import { registerBookJobs } from './jobs.ts';
import { bookDetailsHead, bookDetailsPattern, bookPreviewSource } from './page-head.ts';
import { browseRoutes } from './routes-browse.ts';
import { editorBookRoutes } from './routes-editor.ts';

/** Books: the list and the reader, PDF processing like decks, the editor's endpoints. */
export const booksModule: FastifyPluginAsync = async (app) => {
  const ctx = booksContext(app);
  registerBookJobs(app, ctx);
  app.servedFiles.add(servableBookKey);
  app.linkPreviews.add(bookPreviewSourceKey, (match) => bookPreviewSource(ctx.db, match[1] ?? ''));
  app.pageHeads.add(bookDetailsPattern, (match) =>
    bookDetailsHead(ctx.db, app.config.publicUrl, match[1] ?? ''),
  );
  await app.register(browseRoutes(ctx));
  await app.register(editorBookRoutes(ctx));
};
