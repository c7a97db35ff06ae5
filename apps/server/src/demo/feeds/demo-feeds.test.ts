import { createServer } from 'node:net';
import type { FeedItemList, FeedSourceList } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { journals } from '../../db/schema/index.ts';
import { feedsContext, fetchFeedNow, fetchLimits, isAllowed, listFeeds } from '../../modules/feeds/index.ts';
import { seedDemoFeeds } from './seed-demo-feeds.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('demo feeds', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    t = await buildTestApp({ publicUrl: `http://127.0.0.1:${port}`, port });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('seeds a dozen articles and a dozen news items across subjects, once', async () => {
    // A demo journal seeded before: its latest articles come from the feed of the same name.
    await t.app.db.insert(journals).values({
      id: 'demojournal1',
      slug: 'clinical-medicine-review',
      name: 'Clinical Medicine Review',
      subjectSlug: 'clinical-science',
    });
    expect(await seedDemoFeeds(t.app)).toEqual({ feeds: 6, items: 24 });
    const [journal] = await t.app.db.select().from(journals).where(eq(journals.id, 'demojournal1'));
    const linked = (await listFeeds(t.app.db)).find((feed) => feed.id === journal?.feedId);
    expect(linked?.sourceSlug).toBe('clinical-medicine-review');
    expect(await seedDemoFeeds(t.app)).toEqual({ feeds: 6, items: 0 });
    const articles = (
      await t.app.inject({ url: '/api/feed-items?kind=article&pageSize=48' })
    ).json<FeedItemList>();
    const news = (await t.app.inject({ url: '/api/feed-items?kind=news&pageSize=48' })).json<FeedItemList>();
    expect([articles.total, news.total]).toEqual([12, 12]);
    const all = [...articles.items, ...news.items];
    expect(new Set(all.map((item) => item.subject))).toEqual(
      new Set(['basic-science', 'clinical-science', 'dental', 'nursing']),
    );
    for (const item of all) {
      expect(item.authors.length).toBeGreaterThan(0);
      expect(item.summary.length).toBeGreaterThan(20);
      expect(item.imageUrl).toMatch(new RegExp(`^${t.config.publicUrl}/demo-feeds/images/.+\\.svg$`));
      expect(item.link).toMatch(/^https:\/\/example\.org\//);
    }
    const days = all.map((item) => Date.parse(item.publishedAt));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(21 * 24 * 60 * 60 * 1000);
    const sources = (await t.app.inject({ url: '/api/feed-sources' })).json<FeedSourceList>();
    expect(sources.items).toHaveLength(6);
    const image = await t.app.inject({ url: new URL(all[0]?.imageUrl ?? '').pathname });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('allows fetching only the demo documents on the server own origin, and only with demo content', () => {
    const on = fetchLimits({ ...t.config, demoContent: true }).allowance;
    const origin = t.config.publicUrl;
    expect(isAllowed(new URL(`${origin}/demo-feeds/dental-care-news.xml`), on)).toBe(true);
    expect(isAllowed(new URL(`${origin}/demo-feeds/../api/health`), on)).toBe(false);
    expect(isAllowed(new URL(`${origin}/api/health`), on)).toBe(false);
    expect(isAllowed(new URL('http://127.0.0.1:1/demo-feeds/x.xml'), on)).toBe(false);
    const off = fetchLimits({ ...t.config, demoContent: false }).allowance;
    expect(isAllowed(new URL(`${origin}/demo-feeds/dental-care-news.xml`), off)).toBe(false);
  });

  it('are then fetched over HTTP like any feed, answering 304 while unchanged', async () => {
    const ctx = { ...feedsContext(t.app), limits: fetchLimits({ ...t.config, demoContent: true }) };
    for (const feed of await listFeeds(t.app.db)) {
      const after = await fetchFeedNow(ctx, feed.id);
      expect(after).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    }
    const stored = await listFeeds(t.app.db);
    expect(stored.map((feed) => feed.itemCount)).toEqual([3, 6, 3, 3, 3, 6]);
    // What the seeding recorded is what the server serves: the scheduled fetch gets a 304.
    for (const feed of stored) {
      const conditional = await t.app.inject({
        url: new URL(feed.url).pathname,
        headers: { 'if-none-match': feed.etag ?? '' },
      });
      expect(conditional.statusCode).toBe(304);
    }
    const withoutDemo = { ...feedsContext(t.app), limits: fetchLimits({ ...t.config, demoContent: false }) };
    const [first] = await listFeeds(t.app.db);
    const refused = await fetchFeedNow(withoutDemo, first?.id ?? '');
    expect(refused?.lastError).toBe("The feed's address is private, which is not allowed");
  });
});
