import type { FastifyPluginAsync } from 'fastify';
import { feedsContext } from './context.ts';
import { registerFeedJobs } from './jobs.ts';
import { articleDetailsHead, articleDetailsPattern } from './page-head.ts';
import { editorRoutes } from './routes-editor.ts';
import { itemRoutes } from './routes-items.ts';

/** Articles and news from RSS/Atom feeds: editors' feed management, fetching, public lists. */
export const feedsModule: FastifyPluginAsync = async (app) => {
  const ctx = feedsContext(app);
  registerFeedJobs(app, ctx);
  app.pageHeads.add(articleDetailsPattern, (match) =>
    articleDetailsHead(ctx, match[1] ?? '', match[2] ?? ''),
  );
  await app.register(itemRoutes(ctx));
  await app.register(editorRoutes(ctx));
};
