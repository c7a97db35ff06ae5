import type { FeedItemDetail, FeedItemList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { type FixtureServer, startFixtureServer } from '../../../test/feeds/fixture-server.ts';
import { addFeedRow, fetchNow, signedInEditor } from '../../../test/feeds/helpers.ts';

const timeoutMs = 400;
const maxBytes = 256 * 1024;

describe('feeds that go wrong are recorded, and break nothing', () => {
  let t: TestApp;
  let fixture: FixtureServer;
  let editor: Awaited<ReturnType<typeof signedInEditor>>;

  beforeAll(async () => {
    fixture = await startFixtureServer({ slowMs: 3_000 });
    t = await buildTestApp({ feeds: { allowHosts: [fixture.host], timeoutMs, maxBytes } });
    editor = await signedInEditor(t, 'problemeditor');
  });
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
  });

  /** Registers the fixture path as a feed, fetches it now, and answers with the outcome. */
  const fetchPath = async (path: string) =>
    fetchNow(t, editor.cookie, (await addFeedRow(t, fixture.url(path))).id);

  const expectFailure = (feed: Awaited<ReturnType<typeof fetchNow>>, message: string | RegExp) => {
    expect(feed.lastError).toMatch(message);
    expect(feed).toMatchObject({ itemCount: 0, consecutiveFailures: 1, lastSuccessAt: null });
    // Retried later: after the first failure, in 30 minutes.
    const wait = Date.parse(feed.nextFetchAt) - Date.parse(feed.lastFetchedAt ?? '');
    expect(wait).toBe(30 * 60 * 1000);
  };

  it('records invalid XML, and a document that is not a feed', async () => {
    expectFailure(await fetchPath('/invalid.xml'), 'The feed could not be read: invalid XML');
    expectFailure(await fetchPath('/not-a-feed.xml'), /not an RSS or Atom document/);
    expectFailure(
      await fetchPath('/page.html'),
      'The feed answered with text/html, not an RSS or Atom document',
    );
  });

  it('stops reading a huge feed while it streams, not after', async () => {
    const started = Date.now();
    expectFailure(await fetchPath('/huge.xml'), 'The feed is larger than 256 KB');
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1_000);
    // The server saw the connection close long before it had sent everything.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fixture.stats.hugeClosedEarly).toBe(true);
    expect(fixture.stats.hugeFinished).toBe(false);
    // A few socket buffers past the cap at most (about 320 KB here), nowhere near the 64 MB planned.
    expect(fixture.stats.hugeBytesSent).toBeLessThan(4 * 1024 * 1024);
  });

  it('gives up on a slow feed at the timeout', async () => {
    const started = Date.now();
    expectFailure(await fetchPath('/slow.rss'), 'The feed did not answer within 0.4 seconds');
    expect(Date.now() - started).toBeLessThan(timeoutMs + 1_000);
  });

  it('records an HTTP error status', async () => {
    expectFailure(await fetchPath('/error.rss'), 'HTTP 500 from the feed');
  });

  it('refuses redirects to private addresses, and redirect loops, but follows a fine redirect', async () => {
    expectFailure(
      await fetchPath('/redirect-private'),
      'The feed redirected to a private address, which is not allowed',
    );
    // localhost is this very machine, and only 127.0.0.1:<port> was allowed.
    expectFailure(
      await fetchPath('/redirect-localhost'),
      'The feed redirected to a private address, which is not allowed',
    );
    expect(fixture.stats.requests.get('/good.rss') ?? 0).toBe(0);
    expectFailure(await fetchPath('/redirect-loop'), 'The feed redirected more than 3 times');
    const followed = await fetchPath('/redirect-ok');
    expect(followed).toMatchObject({ lastError: null, itemCount: 2 });
  });

  it('refuses a private address typed in directly, unless it is explicitly allowed', async () => {
    const local = await addFeedRow(t, `http://localhost:${fixture.port}/good.rss`);
    expectFailure(
      await fetchNow(t, editor.cookie, local.id),
      "The feed's address is private, which is not allowed",
    );
    const metadata = await addFeedRow(t, 'http://169.254.169.254/latest/meta-data/');
    expectFailure(await fetchNow(t, editor.cookie, metadata.id), /private/);
  });

  it('strips scripts, handlers and unsafe links from summaries', async () => {
    const feed = await fetchPath('/hostile.rss');
    // The item whose link is javascript: is skipped; the other is kept, cleaned.
    expect(feed).toMatchObject({ lastError: null, itemCount: 1 });
    const list = (
      await t.app.inject({ url: `/api/feed-items?source=${feed.sourceSlug}` })
    ).json<FeedItemList>();
    const card = list.items[0];
    expect(card?.title).toBe('Safe title');
    const detail = (await t.app.inject({ url: `/api/feed-items/${card?.id}` })).json<FeedItemDetail>();
    const html = detail.summaryHtml;
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'javascript:',
      'data:',
      '<iframe',
      '<style',
      '<svg',
      '<img',
      'document.cookie',
      'display:none',
    ])
      expect(html).not.toContain(banned);
    expect(html).toContain(
      '<a href="https://journal.example/relative/path" rel="nofollow noopener ugc" target="_blank">that</a>',
    );
    expect(detail.imageUrl).toBe('https://images.example/pic.jpg');
    expect(card?.summary).toBe('Read this and that. data');
  });

  it('reads gzip-compressed and Latin-1 feeds', async () => {
    expect(await fetchPath('/gzip.rss')).toMatchObject({ lastError: null, itemCount: 2 });
    const latin = await fetchPath('/latin1.rss');
    expect(latin).toMatchObject({ lastError: null, itemCount: 1 });
    const list = (
      await t.app.inject({ url: `/api/feed-items?source=${latin.sourceSlug}` })
    ).json<FeedItemList>();
    expect(list.items[0]?.title).toBe('Café médical');
  });

  it('backs off longer after each failure in a row, and a success resets it', async () => {
    const feed = await addFeedRow(t, fixture.url('/error.rss?again'));
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const after = await fetchNow(t, editor.cookie, feed.id);
      waits.push((Date.parse(after.nextFetchAt) - Date.parse(after.lastFetchedAt ?? '')) / 60_000);
    }
    expect(waits).toEqual([30, 60, 120]);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/editor/feeds/${feed.id}`,
      headers: { origin: t.config.publicUrl, cookie: editor.cookie },
      payload: { url: `${fixture.url('/good.atom')}?moved` },
    });
    expect(moved.statusCode).toBe(200);
    const fixed = await fetchNow(t, editor.cookie, feed.id);
    expect(fixed).toMatchObject({ lastError: null, consecutiveFailures: 0, itemCount: 2 });
  });

  it('keeps serving the good feeds while bad ones fail', async () => {
    const good = await fetchPath('/good.rss');
    expect(good).toMatchObject({ lastError: null, itemCount: 3, consecutiveFailures: 0 });
    const list = (await t.app.inject({ url: '/api/feed-items?pageSize=48' })).json<FeedItemList>();
    expect(list.total).toBeGreaterThanOrEqual(3);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
