import type { ErrorResponse, Feed, FeedItemList, FeedList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { type FixtureServer, startFixtureServer } from '../../../test/feeds/fixture-server.ts';
import { eventually, fetchNow, signedInEditor } from '../../../test/feeds/helpers.ts';

describe('editors manage feeds', () => {
  let t: TestApp;
  let fixture: FixtureServer;
  let editor: Awaited<ReturnType<typeof signedInEditor>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  const itemsOf = async (sourceSlug: string) =>
    (await call('GET', `/api/feed-items?source=${sourceSlug}&pageSize=48`)).json<FeedItemList>();

  beforeAll(async () => {
    fixture = await startFixtureServer({ slowMs: 1_000 });
    t = await buildTestApp({
      feeds: { allowHosts: [fixture.host], timeoutMs: 2_000, maxBytes: 1024 * 1024 },
    });
    editor = await signedInEditor(t, 'feededitor');
    reader = await signedInUser(t, 'feedreader');
  });
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
  });

  it('answers 401 to strangers and 403 to non-editors on every editor endpoint', async () => {
    const endpoints: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/api/editor/feeds'],
      ['POST', '/api/editor/feeds', { url: fixture.url('/good.rss'), kind: 'article', sourceName: 'X' }],
      ['GET', '/api/editor/feeds/some-id'],
      ['PATCH', '/api/editor/feeds/some-id', { active: false }],
      ['DELETE', '/api/editor/feeds/some-id'],
      ['POST', '/api/editor/feeds/some-id/fetch'],
    ];
    for (const [method, url, payload] of endpoints) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json<ErrorResponse>().error.code).toBe('unauthorized');
      const user = await call(method, url, reader.cookie, payload);
      expect(user.statusCode, `${method} ${url} as a reader`).toBe(403);
      expect(user.json<ErrorResponse>().error.code).toBe('forbidden');
    }
    // Even an invalid body is refused for who is asking, before what is asked.
    expect((await call('POST', '/api/editor/feeds', reader.cookie, { url: 'nope' })).statusCode).toBe(403);
    expect(await itemsOf('x')).toMatchObject({ total: 0 });
  });

  it('validates the feed with clear messages', async () => {
    const bad = await call('POST', '/api/editor/feeds', editor.cookie, {
      url: 'ftp://files.example/feed.xml',
      kind: 'journal',
      sourceName: ' ',
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json<ErrorResponse>().error.details ?? [];
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'url', message: 'The feed URL must be a web address starting with http:// or https://' },
        { path: 'kind', message: 'Choose article or news' },
        expect.objectContaining({ path: 'sourceName' }),
      ]),
    );
    const subject = await call('POST', '/api/editor/feeds', editor.cookie, {
      url: fixture.url('/good.atom'),
      kind: 'news',
      sourceName: 'Atom News',
      subject: 'astrology',
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.json<ErrorResponse>().error.details).toEqual([
      { path: 'subject', message: 'Choose one of the subjects of the site' },
    ]);
  });

  it('adds a feed whose queued fetch brings its items; a re-fetch adds no duplicates, only the new one', async () => {
    const created = await call('POST', '/api/editor/feeds', editor.cookie, {
      url: fixture.url('/growing.rss'),
      kind: 'article',
      sourceName: 'Growing Journal',
      subject: 'clinical-science',
    });
    expect(created.statusCode).toBe(201);
    const feed = created.json<Feed>();
    expect(feed).toMatchObject({ sourceSlug: 'growing-journal', subject: 'clinical-science', active: true });

    // The job queued on creation fetches it in the background.
    const fetched = await eventually(async () => {
      const list = await itemsOf('growing-journal');
      // Items and total are read side by side; wait until both have seen the fetch.
      return list.total === 3 && list.items.length === 3 ? list : undefined;
    });
    expect(fetched.items.map((item) => item.title)).toEqual([
      'grow study number 1',
      'grow study number 2',
      'grow study number 3',
    ]);
    expect(fetched.items[0]).toMatchObject({
      kind: 'article',
      sourceName: 'Growing Journal',
      subject: 'clinical-science',
      authors: ['Author A'],
      link: 'https://journal.example/grow/1',
      summary: 'Findings of grow 1.',
      publishedAt: '2026-03-01T00:00:00.000Z',
    });

    // Unchanged: the server answers 304 and nothing is added.
    const again = await fetchNow(t, editor.cookie, feed.id);
    expect(again).toMatchObject({ itemCount: 3, lastError: null });
    expect(fixture.stats.notModifiedAnswers).toBe(1);

    // One new item published: only it is added.
    fixture.growingCount = 4;
    expect(await fetchNow(t, editor.cookie, feed.id)).toMatchObject({ itemCount: 4, lastError: null });
    expect(await fetchNow(t, editor.cookie, feed.id)).toMatchObject({ itemCount: 4 });
    expect((await itemsOf('growing-journal')).total).toBe(4);

    const listed = (await call('GET', '/api/editor/feeds', editor.cookie)).json<FeedList>();
    expect(listed.items.find((item) => item.id === feed.id)).toMatchObject({ itemCount: 4, lastError: null });
    expect((await call('GET', `/api/editor/feeds/${feed.id}`, editor.cookie)).json<Feed>().itemCount).toBe(4);
  });

  it('refuses the same URL twice with 409', async () => {
    const payload = { url: fixture.url('/good.rss'), kind: 'news', sourceName: 'Good News' };
    expect((await call('POST', '/api/editor/feeds', editor.cookie, payload)).statusCode).toBe(201);
    const twice = await call('POST', '/api/editor/feeds', editor.cookie, { ...payload, sourceName: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorResponse>().error.message).toBe('A feed with this URL is already registered.');
  });

  it('changes, switches off, and deletes a feed with its items', async () => {
    const feed = (
      await call('POST', '/api/editor/feeds', editor.cookie, {
        url: fixture.url('/good.atom'),
        kind: 'article',
        sourceName: 'Atom Source',
      })
    ).json<Feed>();
    await eventually(async () => ((await itemsOf('atom-source')).total === 2 ? true : undefined));

    const patched = await call('PATCH', `/api/editor/feeds/${feed.id}`, editor.cookie, {
      kind: 'news',
      sourceName: 'Atom Daily',
      subject: 'nursing',
      active: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Feed>()).toMatchObject({
      kind: 'news',
      sourceSlug: 'atom-daily',
      subject: 'nursing',
      active: false,
      itemCount: 2,
    });
    const news = await itemsOf('atom-daily');
    expect(news.items.every((item) => item.kind === 'news' && item.subject === 'nursing')).toBe(true);

    const taken = await call('PATCH', `/api/editor/feeds/${feed.id}`, editor.cookie, {
      url: fixture.url('/good.rss'),
    });
    expect(taken.statusCode).toBe(409);

    expect((await call('DELETE', `/api/editor/feeds/${feed.id}`, editor.cookie)).statusCode).toBe(204);
    expect((await itemsOf('atom-daily')).total).toBe(0);
    expect((await call('DELETE', `/api/editor/feeds/${feed.id}`, editor.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/editor/feeds/${feed.id}/fetch`, editor.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/editor/feeds/${feed.id}`, editor.cookie, { active: true })).statusCode,
    ).toBe(404);
  });
});
