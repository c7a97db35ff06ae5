import { type DeckList, type SlideOverview, seedTaxonomy } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { waitForDeck } from '../../test/decks.ts';
import { books, decks, feedItems, journals } from '../db/schema/index.ts';
import { seedDemoContent, seedIfEmpty } from './plugin.ts';

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoContent(t.app, { decks: 6, pagesPerDeck: 2 });
  });
  afterAll(() => t.close());

  it('makes decks with real pages through the real pipeline', async () => {
    const rows = await t.app.db.select().from(decks);
    expect(rows).toHaveLength(6);
    for (const row of rows)
      expect(await waitForDeck(t, row.ownerId, row.id)).toMatchObject({ status: 'ready' });
    const list = (await t.app.inject({ url: '/api/decks?pageSize=48' })).json<DeckList>();
    expect(list.total).toBe(6);
    expect(list.items[0]?.owner.username).toMatch(/\./);
    const overview = (
      await t.app.inject({ url: '/api/slides/overview?sort=trending' })
    ).json<SlideOverview>();
    expect(overview.categories.length).toBeGreaterThan(0);
  });

  it('is generated on the first start of an empty database, once', async () => {
    const fresh = await buildTestApp({ demoContent: true });
    try {
      expect(await fresh.app.demoSeeding).toBe(true);
      const topics = seedTaxonomy().categories.flatMap((category) => category.subCategories);
      expect(await fresh.app.db.$count(decks)).toBe(topics.length);
      expect(await fresh.app.db.$count(books)).toBe(20);
      expect(await fresh.app.db.$count(journals)).toBe(8);
      expect(await fresh.app.db.$count(feedItems)).toBe(24);
      expect(await seedIfEmpty(fresh.app)).toBe(false);
      expect(await fresh.app.db.$count(decks)).toBe(topics.length);
    } finally {
      await fresh.close();
    }
    // Seeding 155 decks and stopping their processing takes a while on a busy 2-core machine.
  }, 120_000);
});
