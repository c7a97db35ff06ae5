import type { FastifyPluginAsync } from 'fastify';
import { slidesContext } from './context.ts';
import { servableDeckKey } from './deck-keys.ts';
import { registerSlideJobs } from './jobs.ts';
import { deckPreviewSource, deckPreviewSourceKey } from './link-preview.ts';
import { slideDetailsHead, slideDetailsPattern } from './page-head.ts';
import { browseRoutes } from './routes-browse.ts';
import { manageRoutes } from './routes-manage.ts';
import { socialRoutes } from './routes-social.ts';

/** Slides: upload and processing, browsing and the viewer, likes, comments, views, reports. */
export const slidesModule: FastifyPluginAsync = async (app) => {
  const ctx = slidesContext(app);
  registerSlideJobs(app, ctx);
  app.servedFiles.add(servableDeckKey);
  app.linkPreviews.add(deckPreviewSourceKey, (match) => deckPreviewSource(ctx.db, match[1] ?? ''));
  app.pageHeads.add(slideDetailsPattern, (match, request) =>
    slideDetailsHead(ctx, app.config.publicUrl, match[1] ?? '', async () => {
      const viewer = await app.sessionUser(request);
      return viewer?.id ?? null;
    }),
  );
  await app.register(manageRoutes(ctx));
  await app.register(browseRoutes(ctx));
  await app.register(socialRoutes(ctx));
};
