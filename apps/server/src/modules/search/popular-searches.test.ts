import type { PopularSearches } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { runJob, testClock } from '../../../test/statistics.ts';

const browser =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

describe('popular searches', () => {
  const clock = testClock('2026-03-01T10:00:00Z');
  let t: TestApp;

  const search = (q: string, ip: string, agent = browser, page = 1) =>
    t.app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}&page=${page}`,
      remoteAddress: ip,
      headers: { 'user-agent': agent },
    });
  const popular = async () => {
    const response = await t.app.inject({ url: '/api/search/popular' });
    expect(response.statusCode).toBe(200);
    return response.json<PopularSearches>().queries;
  };
  const rollUp = () => runJob(t, 'search.roll-up-popular');

  beforeAll(async () => {
    t = await buildTestApp({ clock: clock.now });
  });
  afterAll(() => t.close());

  it('shows what several visitors searched once rolled up, never one person’s query or a bot’s, and forgets who searched when the day ends', async () => {
    expect(await popular()).toEqual([]);
    for (const [n, ip] of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4'].entries()) {
      expect((await search(n % 2 ? 'Cardiac  Murmur' : ' cardiac murmur', ip)).statusCode).toBe(200);
    }
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) await search('renal physiology', ip);
    // One person, many times and pages; a query two people searched; crawlers from many addresses.
    for (let n = 0; n < 10; n += 1) await search('my own odd query', '10.1.0.9', browser, 1 + (n % 2));
    for (const ip of ['10.1.0.1', '10.1.0.2']) await search('twice only', ip);
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
      await search('crawled words', ip, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    await rollUp();
    expect(await popular()).toEqual(['cardiac murmur', 'renal physiology']);
    // The day ends: its counts stay, who searched is forgotten.
    clock.set('2026-03-02T00:30:00Z');
    await rollUp();
    expect(await popular()).toEqual(['cardiac murmur', 'renal physiology']);
    const { rows } = await t.app.database.executeSql('select count(*)::int as n from search_visits', []);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers from its cache until the next roll-up, and forgets days past the window', async () => {
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4', '10.3.0.5'])
      await search('renal physiology', ip);
    // Days later, nothing rolled up: read afresh, the window would hold no day that is counted.
    clock.set('2026-03-08T00:30:00Z');
    expect(await popular()).toEqual(['cardiac murmur', 'renal physiology']);
    await rollUp();
    expect(await popular()).toEqual(['renal physiology']);
    clock.set('2026-03-20T00:30:00Z');
    await rollUp();
    expect(await popular()).toEqual([]);
  });
});
