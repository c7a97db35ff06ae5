import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { demoContentPlugin } from './demo/plugin.ts';
import { accountRoutes, eventsRoute } from './modules/account/index.ts';
import { booksModule } from './modules/books/index.ts';
import { clipboardModule } from './modules/clipboard/index.ts';
import { digestModule } from './modules/digest/index.ts';
import { embedsModule } from './modules/embeds/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { filesRoutes, linkPreviewRoutes } from './modules/files/index.ts';
import { followingModule } from './modules/following/index.ts';
import { followsModule } from './modules/follows/index.ts';
import { healthRoutes, publicConfigRoutes } from './modules/health/index.ts';
import { highlightsModule } from './modules/highlights/index.ts';
import { journalsModule } from './modules/journals/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { playlistsModule } from './modules/playlists/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { readingModule } from './modules/reading/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { searchModule } from './modules/search/index.ts';
import { sitemapModule } from './modules/sitemap/index.ts';
import { slidesModule } from './modules/slides/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';
import { taxonomyRoutes } from './modules/taxonomy/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { hotReadsPlugin } from './plugins/hot-reads.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { frameworkErrors, inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { pageHeadsPlugin } from './plugins/page-heads.ts';
import { processingPlugin } from './plugins/processing.ts';
import { workerRolePlugin } from './plugins/role.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { staticPlugin } from './plugins/static.ts';
import { storagePlugin } from './plugins/storage.ts';

/** Infrastructure first, then feature modules; the static app shell answers whatever is left. */
export async function buildApp(config: Config, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // A hop count as proxy-addr reads one: trust that many proxies nearest to this server.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the embedded database and migrating it can take a while on a slow, busy disk.
    pluginTimeout: 60_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(workerRolePlugin);
  await app.register(shutdownPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);
  await app.register(dbPlugin);
  await app.register(storagePlugin);
  await app.register(processingPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(sessionPlugin);
  await app.register(eventsPlugin);
  await app.register(hotReadsPlugin);
  await app.register(pageHeadsPlugin);
  await app.register(housekeepingPlugin);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(taxonomyRoutes);
  await app.register(accountRoutes);
  await app.register(eventsRoute);
  await app.register(filesRoutes);
  await app.register(linkPreviewRoutes);
  await app.register(slidesModule);
  await app.register(profilesModule);
  await app.register(followsModule);
  await app.register(notificationsModule);
  await app.register(followingModule);
  await app.register(digestModule);
  await app.register(booksModule);
  await app.register(journalsModule);
  await app.register(sitemapModule);
  await app.register(feedsModule);
  await app.register(playlistsModule);
  await app.register(clipboardModule);
  await app.register(highlightsModule);
  await app.register(readingModule);
  await app.register(searchModule);
  await app.register(reportsModule);
  await app.register(statisticsModule);
  await app.register(embedsModule);
  await app.register(demoContentPlugin);

  await app.register(staticPlugin);
  return app;
}
