import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { SlidesContext } from './context.ts';
import { registerSlideJobs } from './jobs.ts';
import { browseRoutes } from './routes-browse.ts';
import { manageRoutes } from './routes-manage.ts';
import { socialRoutes } from './routes-social.ts';

/** Slides: upload and processing, browsing and the viewer, likes, comments, views, reports. */
export const slidesModule: FastifyPluginAsync = async (app) => {
  const ctx: SlidesContext = {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    events: app.events,
    log: app.log,
    tempDir: path.join(app.config.dataDir, 'uploads'),
  };
  registerSlideJobs(app, ctx);
  await app.register(manageRoutes(ctx));
  await app.register(browseRoutes(ctx));
  await app.register(socialRoutes(ctx));
};
