import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { slidesContext } from '../modules/slides/index.ts';
import { seedDemoLibrary } from './books/seed-demo-library.ts';
import { seedDemoFollows } from './demo-follows.ts';
import { hasUsers } from './demo-repository.ts';
import { seedDemoUsers } from './demo-users.ts';
import { demoFeedRoutes } from './feeds/routes-demo.ts';
import { seedDemoFeeds } from './feeds/seed-demo-feeds.ts';
import { seedDemoPlaylists } from './playlists/seed-demo-playlists.ts';
import { seedDemoDecks } from './slides/seed-demo-decks.ts';

/**
 * Generates the demo content: people, their decks, books and journals (PDFs processed by the
 * normal jobs), then articles and news from feeds the server itself serves.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  options: { decks?: number; pagesPerDeck?: number } = {},
) {
  const owners = await seedDemoUsers(app.db);
  const follows = await seedDemoFollows(app.db, owners);
  const decks = await seedDemoDecks(slidesContext(app), owners, {
    limit: options.decks,
    pagesPerDeck: options.pagesPerDeck,
  });
  const playlists = await seedDemoPlaylists(app.db);
  // Journals first: the demo feeds link the journals they belong to.
  const library = await seedDemoLibrary(app);
  const feeds = await seedDemoFeeds(app);
  app.log.info(
    { users: owners.length, follows, decks, playlists, ...library, feeds: feeds.feeds, items: feeds.items },
    'demo content added; decks and books are being processed',
  );
}

/** Seeds when the database has no users yet; false when it already had some. */
export async function seedIfEmpty(app: FastifyInstance): Promise<boolean> {
  if (await hasUsers(app.db)) return false;
  await seedDemoContent(app);
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo seeding started at this start, if any (tests await it). */
    demoSeeding: Promise<boolean> | null;
  }
}

/**
 * On the first start of an empty database (DEMO_CONTENT, on by default for the embedded one),
 * the site fills itself with generated content in the background, so it is alive at once.
 */
export const demoContentPlugin = fp(
  async (app) => {
    app.decorate('demoSeeding', null);
    await app.register(demoFeedRoutes);
    // Bulk work: a worker's, never a web process's (several web processes would race to seed).
    if (!app.config.demoContent || app.config.role === 'web') return;
    app.addHook('onReady', async () => {
      app.demoSeeding = seedIfEmpty(app).catch((error: unknown) => {
        app.log.error({ err: error }, 'demo content failed');
        return false;
      });
    });
  },
  { name: 'demo-content', dependencies: ['jobs'] },
);
