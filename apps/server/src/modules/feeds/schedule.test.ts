import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { type FixtureServer, startFixtureServer } from '../../../test/feeds/fixture-server.ts';
import { addFeedRow, eventually } from '../../../test/feeds/helpers.ts';
import { feeds } from '../../db/schema/index.ts';
import { feedsContext } from './context.ts';
import { backoff, queueDueFeeds } from './fetch-service.ts';
import { findFeed } from './repository.ts';

describe('the scheduled fetch', () => {
  let t: TestApp;
  let fixture: FixtureServer;

  beforeAll(async () => {
    fixture = await startFixtureServer({ slowMs: 1_000 });
    t = await buildTestApp({
      feeds: { allowHosts: [fixture.host], timeoutMs: 2_000, maxBytes: 1024 * 1024 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
  });

  it('backs off from 30 minutes, doubling, up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => backoff(failures) / 60_000)).toEqual([
      30, 60, 120, 240, 480, 960, 1440, 1440,
    ]);
  });

  it('queues due active feeds once; their jobs fetch them, each on its own', async () => {
    const due = await addFeedRow(t, fixture.url('/good.atom'));
    const broken = await addFeedRow(t, fixture.url('/error.rss'));
    const later = await addFeedRow(t, fixture.url('/gzip.rss'));
    const off = await addFeedRow(t, fixture.url('/good.rss'));
    const past = new Date(Date.now() - 60_000);
    await t.app.db.update(feeds).set({ nextFetchAt: past }).where(eq(feeds.id, due.id));
    await t.app.db.update(feeds).set({ nextFetchAt: past }).where(eq(feeds.id, broken.id));
    await t.app.db.update(feeds).set({ nextFetchAt: past, active: false }).where(eq(feeds.id, off.id));

    const ctx = feedsContext(t.app);
    expect((await queueDueFeeds(ctx)).sort()).toEqual([due.id, broken.id].sort());
    // Claimed: a second sweep while the jobs wait queues nothing again.
    expect(await queueDueFeeds(ctx)).toEqual([]);

    const fetched = await eventually(async () => {
      const row = await findFeed(t.app.db, due.id);
      return row?.lastSuccessAt ? row : undefined;
    });
    expect(fetched).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    expect(fetched.nextFetchAt.getTime() - (fetched.lastSuccessAt?.getTime() ?? 0)).toBe(30 * 60_000);

    const failed = await eventually(async () => {
      const row = await findFeed(t.app.db, broken.id);
      return row?.lastError ? row : undefined;
    });
    expect(failed).toMatchObject({ lastError: 'HTTP 500 from the feed', consecutiveFailures: 1 });

    expect(await findFeed(t.app.db, later.id)).toMatchObject({ lastFetchedAt: null });
    expect(await findFeed(t.app.db, off.id)).toMatchObject({ lastFetchedAt: null });
    expect(fixture.stats.requests.get('/good.rss') ?? 0).toBe(0);
  });
});
