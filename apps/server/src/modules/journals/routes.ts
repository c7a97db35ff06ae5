import type { FastifyPluginAsync } from 'fastify';
import { journalDetailsHead, journalDetailsPattern } from './page-head.ts';
import { browseJournalRoutes } from './routes-browse.ts';
import { editorJournalRoutes } from './routes-editor.ts';
import { journalFilesRoutes } from './routes-files.ts';

/** Journals: the list by subject, one journal with its latest articles, the editor's endpoints. */
export const journalsModule: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, storage: app.storage };
  app.pageHeads.add(journalDetailsPattern, (_match, request) =>
    journalDetailsHead(ctx.db, app.config.publicUrl, request),
  );
  await app.register(browseJournalRoutes(ctx.db));
  await app.register(editorJournalRoutes(ctx));
  await app.register(journalFilesRoutes(ctx.storage));
};
