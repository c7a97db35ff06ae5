import type { DeckDetail } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { addBook, sendForm } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { createLevel } from '../../../test/playlists.ts';
import { decks, feedItems, feeds, users } from '../../db/schema/index.ts';
import { chunk, sitemapIndex, urlSet } from './sitemap-xml.ts';

describe('/sitemap.xml', () => {
  let t: TestApp;
  let ready: DeckDetail;
  let failed: DeckDetail;
  let bookId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await signedInUser(t, 'sitemapowner');
    // Public: "2nd year" and "Pathology" below it; "Neoplasia" below that is private, so its
    // public child "Tumours" cannot be opened by others; nor can the public child of "Drafts".
    const year = await createLevel(t, owner.cookie, '2nd year', null, true);
    const pathology = await createLevel(t, owner.cookie, 'Pathology', year.id, true);
    const neoplasia = await createLevel(t, owner.cookie, 'Neoplasia', pathology.id, false);
    const drafts = await createLevel(t, owner.cookie, 'Drafts', null, false);
    await createLevel(t, owner.cookie, 'Hidden child', drafts.id, true);
    expect(neoplasia.depth).toBe(3);
    const gone = await signedInUser(t, 'sitemapgone');
    await createLevel(t, gone.cookie, 'Old notes', null, true);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    ready = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'a.pdf' })
    ).json<DeckDetail>();
    failed = (
      await uploadDeck(
        t,
        owner.cookie,
        { bytes: await pdfDeck(1), name: 'b.pdf' },
        { ...validFields, title: 'Broken' },
      )
    ).json<DeckDetail>();
    await waitForDeck(t, owner.id, ready.id);
    await waitForDeck(t, owner.id, failed.id);
    await t.app.db.update(decks).set({ status: 'failed' }).where(eq(decks.id, failed.id));
    const editor = await editorUser(t, 'sitemapeditor');
    bookId = (
      await addBook(t, editor.cookie, {
        title: 'Oral Pathology',
        subject: 'dental',
        externalUrl: 'https://books.example.org/oral-pathology',
      })
    ).id;
    await sendForm(t, 'POST', '/api/editor/journals', editor.cookie, {
      name: 'Nursing Now',
      subject: 'nursing',
    });
    await t.app.db.insert(feeds).values({
      id: 'f1',
      url: 'https://example.org/rss',
      kind: 'article',
      sourceName: 'Nursing Now',
      sourceSlug: 'nursing-now',
    });
    await t.app.db.insert(feedItems).values([
      {
        id: 'i1',
        feedId: 'f1',
        kind: 'article',
        key: 'k1',
        slug: "o'brien-on-care",
        title: 'x',
        link: 'https://example.org/1',
      },
      {
        id: 'i2',
        feedId: 'f1',
        kind: 'news',
        key: 'k2',
        slug: 'a-news-item',
        title: 'y',
        link: 'https://example.org/2',
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists public pages and content with lastmod, and nothing that is not public', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    const base = t.config.publicUrl;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of [
      '/',
      '/slide',
      '/book',
      '/journal',
      '/article',
      '/news',
      '/aboutus',
      '/privacypolicy',
    ]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>${base}/slidedetails/${ready.id}/medicine/cardiology</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`,
      ),
    );
    expect(xml).toContain(`<loc>${base}/slidesubcategory/medicine/cardiology</loc>`);
    expect(xml).not.toContain(failed.id);
    expect(xml).toContain(`<loc>${base}/bookdetails/${bookId}</loc>`);
    expect(xml).toContain(`<loc>${base}/journaldetails?journal=nursing-now</loc>`);
    expect(xml).toContain(`<loc>${base}/articledetails/o&apos;brien-on-care-i1/nursing-now</loc>`);
    expect(xml).not.toContain('a-news-item');
    expect(xml).toMatch(new RegExp(`<loc>${base}/profile/sitemapowner</loc><lastmod>`));
    expect(xml).toContain(`<loc>${base}/viewplaylist/sitemapowner</loc>`);
    expect(xml).toContain(`<loc>${base}/viewplaylist/sitemapowner/2nd-year</loc>`);
    expect(xml).toContain(`<loc>${base}/viewplaylist/sitemapowner/2nd-year/pathology</loc>`);
    // The editor has an account but nothing public: no profile entry.
    for (const hidden of [
      'neoplasia',
      'drafts',
      'hidden-child',
      'sitemapgone',
      'old-notes',
      'sitemapeditor',
    ]) {
      expect(xml).not.toContain(hidden);
    }
  });

  it('is cached for a few minutes', async () => {
    await t.app.db.update(decks).set({ status: 'failed' }).where(eq(decks.id, ready.id));
    expect((await t.app.inject('/sitemap.xml')).body).toContain(ready.id);
  });

  it('is named in /robots.txt by its absolute address', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('answers 404 for a part that does not exist (one file is enough here)', async () => {
    const response = await t.app.inject('/sitemap-1.xml');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No such sitemap.');
  });
});

describe('sitemap files', () => {
  it('escape what XML needs and split into an index past the limit', () => {
    expect(urlSet('https://m.example', [{ path: '/a?b=1&c=<2>' }])).toContain(
      '<loc>https://m.example/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
    const entries = Array.from({ length: 5 }, (_, index) => ({
      path: `/p${index}`,
      lastmod: new Date(Date.UTC(2026, 0, index + 1)),
    }));
    const parts = chunk(entries, 2);
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    const index = sitemapIndex('https://m.example', parts);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      '<sitemap><loc>https://m.example/sitemap-3.xml</loc><lastmod>2026-01-05</lastmod></sitemap>',
    );
  });
});
