import type { FastifyPluginAsync } from 'fastify';
import { journalPreviewSourceKey, servableJournalKey } from './journal-keys.ts';
import { journalDetailsHead, journalDetailsPattern, journalPreviewSource } from './page-head.ts';
import { browseJournalRoutes } from './routes-browse.ts';
import { editorJournalRoutes } from './routes-editor.ts';

/** Journals: the list by subject, one journal with its latest articles, the editor's endpoints. */
export const journalsModule: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, storage: app.storage };
  app.servedFiles.add(servableJournalKey);
  app.linkPreviews.add(journalPreviewSourceKey, (match) => journalPreviewSource(ctx.db, match[1] ?? ''));
  app.pageHeads.add(journalDetailsPattern, (_match, request) =>
    journalDetailsHead(ctx.db, app.config.publicUrl, request),
  );
  await app.register(browseJournalRoutes(ctx.db));
  await app.register(editorJournalRoutes(ctx));
};
