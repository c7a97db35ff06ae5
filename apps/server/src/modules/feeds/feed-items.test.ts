import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FeedItemDetail, FeedItemList, FeedSourceList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { type FixtureServer, startFixtureServer } from '../../../test/feeds/fixture-server.ts';
import { addFeedRow, fetchNow, signedInEditor } from '../../../test/feeds/helpers.ts';

describe('articles and news for everyone', () => {
  let t: TestApp;
  let fixture: FixtureServer;
  let webRoot: string;
  const list = async (query: string) =>
    (await t.app.inject({ url: `/api/feed-items?${query}` })).json<FeedItemList>();

  beforeAll(async () => {
    fixture = await startFixtureServer({ slowMs: 1_000 });
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    // The real shell's head, so the tags it carries are the ones replaced.
    await writeFile(
      path.join(webRoot, 'index.html'),
      await readFile(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    t = await buildTestApp({
      webRoot,
      feeds: { allowHosts: [fixture.host], timeoutMs: 2_000, maxBytes: 1024 * 1024 },
    });
    const editor = await signedInEditor(t, 'itemseditor');
    const rss = await addFeedRow(t, fixture.url('/good.rss'), {
      kind: 'article',
      sourceName: 'Rss Journal',
      subject: 'basic-science',
    });
    const atom = await addFeedRow(t, fixture.url('/good.atom'), {
      kind: 'news',
      sourceName: 'Atom Wire',
      subject: 'dental',
    });
    await fetchNow(t, editor.cookie, rss.id);
    await fetchNow(t, editor.cookie, atom.id);
  });
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it('lists newest first, by kind, subject and source, in pages', async () => {
    const all = await list('');
    expect(all.total).toBe(5);
    const dates = all.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect((await list('kind=article')).items.map((item) => item.sourceSlug)).toEqual([
      'rss-journal',
      'rss-journal',
      'rss-journal',
    ]);
    expect((await list('kind=news')).total).toBe(2);
    expect((await list('subject=dental')).items.every((item) => item.kind === 'news')).toBe(true);
    expect((await list('source=rss-journal&kind=news')).total).toBe(0);
    expect((await list('subject=nursing')).total).toBe(0);

    const page2 = await list('kind=article&pageSize=2&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.items.map((item) => item.title)).toEqual(['rss study number 3']);
    expect((await t.app.inject({ url: '/api/feed-items?kind=blog' })).statusCode).toBe(400);
  });

  it('lists the sources that have items, for the filters', async () => {
    const sources = (await t.app.inject({ url: '/api/feed-sources' })).json<FeedSourceList>();
    expect(sources.items).toEqual([
      { slug: 'atom-wire', name: 'Atom Wire', itemCount: 2 },
      { slug: 'rss-journal', name: 'Rss Journal', itemCount: 3 },
    ]);
    const news = (await t.app.inject({ url: '/api/feed-sources?kind=news' })).json<FeedSourceList>();
    expect(news.items.map((source) => source.slug)).toEqual(['atom-wire']);
  });

  it('shows one item by id and by the slugs of its title and source', async () => {
    const [first] = (await list('source=atom-wire')).items;
    expect(first).toMatchObject({
      title: 'atom study number 1',
      slug: 'atom-study-number-1',
      authors: ['Author A'],
    });
    const byId = (await t.app.inject({ url: `/api/feed-items/${first?.id}` })).json<FeedItemDetail>();
    expect(byId.summaryHtml).toBe('<p>Findings of <strong>atom 1</strong>.</p>');
    const bySlug = await t.app.inject({ url: '/api/feed-items/by-slug/atom-study-number-1/atom-wire' });
    expect(bySlug.json<FeedItemDetail>()).toEqual(byId);
    expect(
      (await t.app.inject({ url: '/api/feed-items/by-slug/atom-study-number-1/rss-journal' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/feed-items/nope' })).statusCode).toBe(404);
  });

  it('serves the article page with its title, summary, canonical URL and structured data', async () => {
    const second = (await list('source=rss-journal')).items.find(
      (item) => item.title === 'rss study number 2',
    );
    const link = `/articledetails/rss-study-number-2-${second?.id}/rss-journal`;
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>rss study number 2 | MedShelf</title>');
    expect(page.body).toContain('content="Findings of rss 2."');
    expect(page.body).toContain(`href="${t.config.publicUrl}${link}"`);
    const json = page.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'ScholarlyArticle',
      headline: 'rss study number 2',
      datePublished: '2026-02-28T00:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Author B' }],
      publisher: { '@type': 'Organization', name: 'Rss Journal' },
      isBasedOn: 'https://journal.example/rss/2',
    });
    const upper = await t.app.inject({ url: `/articledetails/RSS-Study-Number-2-${second?.id}/rss-journal` });
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(link);
    expect((await t.app.inject({ url: '/articledetails/no-such-title/rss-journal' })).statusCode).toBe(404);
  });
});
