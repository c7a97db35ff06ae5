import type { DeckStatistics, MemberStatistics } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { call, createLevel, readyDeck } from '../../../test/playlists.ts';
import { runJob, runRollUp, testClock } from '../../../test/statistics.ts';
import { deckVisits } from '../../db/schema/index.ts';

const phone =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

describe('statistics are rolled up by day', () => {
  const clock = testClock('2026-03-01T10:00:00Z');
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let deckId: string;

  const view = (options: { cookie?: string; ip?: string; payload?: object } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/decks/${deckId}/views`,
      remoteAddress: options.ip ?? '10.30.0.1',
      headers: {
        origin: t.config.publicUrl,
        'user-agent': phone,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const statistics = async (id = deckId, cookie = owner.cookie) =>
    t.app.inject({ url: `/api/statistics/decks/${id}`, headers: { cookie } });
  const day = (stats: DeckStatistics | MemberStatistics, date: string) =>
    stats.days.find((entry) => entry.day === date);

  beforeAll(async () => {
    t = await buildTestApp({ clock: clock.now });
    owner = await signedInUser(t, 'stats_owner');
    reader = await signedInUser(t, 'stats_reader');
    deckId = (await readyDeck(t, owner, 'Counted deck', 3)).id;
  });
  afterAll(() => t.close());

  it('sums each day apart, with sources, pages and every kind, never the uploader’s own', async () => {
    // Day 1: a member from search, an embed's visitor, the uploader (not counted).
    await view({ cookie: reader.cookie, payload: { source: 'search' } });
    await view({ ip: '10.30.0.2', payload: { source: 'embed', host: 'Blog.Example.org:8080' } });
    expect((await view({ cookie: owner.cookie, payload: { source: 'site' } })).json()).toEqual({ views: 2 });
    await call(t, 'PUT', `/api/decks/${deckId}/like`, reader.cookie);
    await call(t, 'PUT', `/api/decks/${deckId}/like`, owner.cookie);
    const level = await createLevel(t, reader.cookie, 'Cardio');
    await call(t, 'PUT', `/api/playlists/${level.id}/items/${deckId}`, reader.cookie);
    await call(t, 'POST', '/api/clips', reader.cookie, { deckId, pageNumber: 2 });
    await call(t, 'POST', '/api/clips', owner.cookie, { deckId, pageNumber: 2 });
    expect((await t.app.inject({ url: `/api/decks/${deckId}/original` })).statusCode).toBe(200);
    await t.app.inject({ url: `/api/decks/${deckId}/original`, headers: { cookie: owner.cookie } });
    const read = (cookie: string | undefined, pages: object[]) =>
      call(t, 'POST', `/api/decks/${deckId}/reading`, cookie, { pages });
    expect(
      (
        await read(undefined, [
          { page: 1, seconds: 20 },
          { page: 2, seconds: 90 },
        ])
      ).statusCode,
    ).toBe(204);
    await read(reader.cookie, [
      { page: 2, seconds: 30 },
      { page: 9, seconds: 50 },
    ]);
    await read(owner.cookie, [{ page: 3, seconds: 600 }]);
    await runRollUp(t);

    // Day 2, just after midnight UTC: the same member again (a new day's view), a link.
    clock.set('2026-03-02T00:05:00Z');
    await view({ cookie: reader.cookie, payload: { source: 'site' } });
    await view({ ip: '10.30.0.3', payload: { source: 'link', host: 'forum.example.com' } });
    await view({ ip: '10.30.0.4' });
    await runRollUp(t);
    // Rolling up again, with nothing new, changes nothing.
    await runRollUp(t);

    const response = await statistics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stats = response.json<DeckStatistics>();
    expect(stats.days).toHaveLength(90);
    expect(stats.days.at(-1)?.day).toBe('2026-03-02');
    expect(day(stats, '2026-03-01')).toEqual({
      day: '2026-03-01',
      views: 2,
      likes: 1,
      saves: 1,
      clips: 1,
      downloads: 1,
    });
    expect(day(stats, '2026-03-02')).toMatchObject({ views: 3, likes: 0 });
    expect(day(stats, '2026-02-28')).toMatchObject({ views: 0 });
    expect(stats.window).toEqual({ views: 5, likes: 1, saves: 1, clips: 1, downloads: 1 });
    expect(stats.allTime).toEqual(stats.window);
    expect(stats.sources).toEqual(
      expect.arrayContaining([
        { source: 'search', host: null, views: 1 },
        { source: 'embed', host: 'blog.example.org:8080', views: 1 },
        { source: 'site', host: null, views: 1 },
        { source: 'link', host: 'forum.example.com', views: 1 },
        { source: 'direct', host: null, views: 1 },
      ]),
    );
    expect(stats.sources).toHaveLength(5);
    // Page 9 is past the deck's end; the uploader's 600 s on page 3 are not readers' time.
    expect(stats.pages).toEqual([
      { page: 2, seconds: 120, reads: 2 },
      { page: 1, seconds: 20, reads: 1 },
    ]);
    expect(stats.deck).toMatchObject({ id: deckId, title: 'Counted deck' });
  });

  it('forgets who was counted once their day is over, keeping yesterday and today', async () => {
    const visitDays = async () =>
      (await t.app.db.selectDistinct({ day: deckVisits.day }).from(deckVisits)).map((row) => row.day).sort();
    expect(await visitDays()).toEqual(['2026-03-01', '2026-03-02']);
    clock.set('2026-03-03T08:00:00Z');
    await runJob(t, 'decks.refresh-trending');
    expect(await visitDays()).toEqual(['2026-03-02']);
    clock.set('2026-03-02T12:00:00Z');
  });

  it('lets days older than 90 leave the window but not the totals', async () => {
    clock.set('2026-06-15T12:00:00Z');
    const stats = (await statistics()).json<DeckStatistics>();
    expect(stats.days[0]?.day).toBe('2026-03-18');
    expect(stats.window.views).toBe(0);
    expect(stats.allTime.views).toBe(5);
    clock.set('2026-03-02T12:00:00Z');
  });

  it('totals every deck of the member, each deck with its own sums', async () => {
    const second = (await readyDeck(t, owner, 'Quiet deck', 1)).id;
    const mine = await t.app.inject({ url: '/api/statistics/mine', headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    const stats = mine.json<MemberStatistics>();
    expect(stats.window.views).toBe(5);
    expect(stats.decks.map((deck) => [deck.id, deck.views])).toEqual([
      [deckId, 5],
      [second, 0],
    ]);
    expect(stats.decks[0]?.path).toMatch(/^\/slidedetails\//);
    const readers = await t.app.inject({ url: '/api/statistics/mine', headers: { cookie: reader.cookie } });
    expect(readers.json<MemberStatistics>()).toMatchObject({ decks: [], window: { views: 0 } });
  });

  it("refuses someone else's statistics (403), asks for a sign-in (401), and knows no missing deck (404)", async () => {
    const others = await statistics(deckId, reader.cookie);
    expect(others.statusCode).toBe(403);
    expect(others.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.app.inject({ url: `/api/statistics/decks/${deckId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/statistics/mine' })).statusCode).toBe(401);
    expect((await statistics('no-such-deck')).statusCode).toBe(404);
  });

  it('refuses a reading report that is not one', async () => {
    const send = (payload: object) => call(t, 'POST', `/api/decks/${deckId}/reading`, undefined, payload);
    expect((await send({ pages: [] })).statusCode).toBe(400);
    expect((await send({ pages: [{ page: 1, seconds: 100_000 }] })).statusCode).toBe(400);
    expect((await send({ pages: [{ page: 0, seconds: 5 }] })).statusCode).toBe(400);
  });
});
