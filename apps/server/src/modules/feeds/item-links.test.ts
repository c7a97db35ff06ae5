import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FeedItemDetail, type FeedItemList, paths } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { type FixtureItem, rssDocument } from '../../../test/feeds/feed-documents.ts';
import { addFeedRow, fetchNow, signedInEditor } from '../../../test/feeds/helpers.ts';
import { insertDeck, insertUser } from '../../../test/search-fixtures.ts';

const russianTitles = [
  'Новые данные о гипертонии',
  'Лечение сахарного диабета',
  'Сердечная недостаточность у пожилых',
  'Вакцинация детей',
  'Антибиотики и резистентность',
  'Инсульт: первые часы',
  'Астма у взрослых',
  'Питание при беременности',
  'Туберкулёз в 2026 году',
  'Здоровье зубов',
];

const day = 24 * 60 * 60 * 1000;
const item = (title: string, index: number): FixtureItem => ({
  guid: `ru-${index}`,
  title,
  link: `https://ru.example/${index}`,
  date: new Date(Date.UTC(2026, 2, 1) - index * day),
  summaryHtml: `<p>${title}</p>`,
});

describe('links to articles and news', () => {
  let t: TestApp;
  let server: http.Server;
  let webRoot: string;
  let items: FeedItemList['items'];

  beforeAll(async () => {
    // Ten Cyrillic titles (the old slugs were all "item") and an English title twice.
    const document = rssDocument('Вестник', [
      ...russianTitles.map(item),
      item('Editorial', 10),
      item('Editorial', 11),
    ]);
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(document);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      await readFile(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    t = await buildTestApp({
      webRoot,
      feeds: { allowHosts: [`127.0.0.1:${port}`], timeoutMs: 2_000, maxBytes: 1024 * 1024 },
    });
    const editor = await signedInEditor(t, 'linkseditor');
    const feed = await addFeedRow(t, `http://127.0.0.1:${port}/vestnik.rss`, { sourceName: 'Vestnik' });
    await fetchNow(t, editor.cookie, feed.id);
    const response = await t.app.inject({ url: '/api/feed-items?source=vestnik&pageSize=20' });
    items = response.json<FeedItemList>().items;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  const open = async (link: string) => {
    const [, , title = '', source = ''] = link.split('/');
    const response = await t.app.inject({ url: `/api/feed-items/by-slug/${title}/${source}` });
    expect(response.statusCode, link).toBe(200);
    return response.json<FeedItemDetail>();
  };

  it('gives every item of a feed in Cyrillic its own readable link, which opens that item', async () => {
    expect(items).toHaveLength(12);
    const links = items.map((feedItem) => paths.articleDetails(feedItem, feedItem.sourceSlug));
    expect(new Set(links).size).toBe(12);
    const hypertension = items.find((feedItem) => feedItem.title === russianTitles[0]);
    expect(hypertension?.slug).toBe('новые-данные-о-гипертонии');
    for (const [index, link] of links.entries()) {
      expect((await open(link)).id).toBe(items[index]?.id);
      const page = await t.app.inject({ url: link });
      expect(page.statusCode, link).toBe(200);
      expect(page.body).toContain(`<title>${items[index]?.title} | MedShelf</title>`);
    }
  });

  it('opens each of two articles with the same title by its own link', async () => {
    const editorials = items.filter((feedItem) => feedItem.title === 'Editorial');
    expect(editorials).toHaveLength(2);
    for (const editorial of editorials) {
      expect((await open(paths.articleDetails(editorial, editorial.sourceSlug))).id).toBe(editorial.id);
    }
  });

  it('still opens old links, moved for good to the link with the id', async () => {
    // Before ids were in links: /articledetails/{title slug}/{source}, the newest such item.
    const [newest] = items.filter((feedItem) => feedItem.title === 'Editorial');
    const old = await t.app.inject({ url: '/articledetails/editorial/vestnik' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(paths.articleDetails(newest as FeedItemDetail, 'vestnik'));
    expect((await t.app.inject({ url: '/api/feed-items/by-slug/editorial/vestnik' })).json()).toMatchObject({
      id: newest?.id,
    });
    // An old Cyrillic item whose slug was "item", and a link in the title's own script.
    const stroke = items.find((feedItem) => feedItem.title === russianTitles[5]);
    await t.app.db.execute(sql`update feed_items set slug = 'item' where id = ${stroke?.id ?? ''}`);
    const moved = await t.app.inject({ url: '/articledetails/item/vestnik' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/articledetails/item-${stroke?.id}/vestnik`);
    const hypertension = items.find((feedItem) => feedItem.title === russianTitles[0]);
    const cyrillic = await t.app.inject({
      url: `/articledetails/${encodeURIComponent('новые-данные-о-гипертонии')}/vestnik`,
    });
    expect(cyrillic.statusCode).toBe(301);
    expect(cyrillic.headers.location).toBe(paths.articleDetails(hypertension as FeedItemDetail, 'vestnik'));
  });

  it('opens each of two decks with the same title by its own link', async () => {
    const owner = await insertUser(t, { username: 'twins' });
    const first = await insertDeck(t, owner, { title: 'Heart sounds', description: 'first' });
    const second = await insertDeck(t, owner, { title: 'Heart sounds', description: 'second' });
    for (const [id, description] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/decks/${id}` });
      expect(response.json()).toMatchObject({ id, description });
    }
  });
});
