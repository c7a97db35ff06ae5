import type { SearchResults } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertBook, insertDeck, insertUser, searchFor } from '../../../test/search-fixtures.ts';

describe('tabs, filters, paging and "did you mean"', () => {
  let t: TestApp;
  const search = async (query: Record<string, string | number>) => {
    const response = await searchFor(t, query);
    expect(response.statusCode).toBe(200);
    return response.json<SearchResults>();
  };
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'filterer', name: 'Malaria Expert' });
    for (let index = 1; index <= 12; index += 1) {
      await insertDeck(t, owner, { title: `Malaria ${index}`, trendingViews: 100 - index });
    }
    await insertDeck(t, owner, {
      title: 'Malaria parasites',
      category: 'microbiology',
      subCategory: 'parasitology',
    });
    await insertDeck(t, owner, {
      title: 'Malaria in nursing',
      category: 'fundamentals-of-nursing',
      subCategory: 'infection-control',
    });
    await insertBook(t, { title: 'Malaria atlas', subject: 'clinical-science', category: 'medicine' });
    await insertBook(t, {
      title: 'Malaria parasites book',
      subject: 'basic-science',
      category: 'microbiology',
    });
    await t.app.db.execute(sql`
      insert into journals (id, slug, name, publisher, subject_slug, description)
      values ('j1', 'malaria-journal', 'Malaria Journal', 'BioMed', 'clinical-science', 'Research on malaria')`);
    await t.app.db.execute(sql`
      insert into feeds (id, url, kind, source_name, source_slug)
      values ('f1', 'https://a.example/rss', 'article', 'Tropical Reviews', 'tropical-reviews'),
             ('f2', 'https://n.example/rss', 'news', 'Health News', 'health-news')`);
    await t.app.db.execute(sql`
      insert into feed_items (id, feed_id, kind, key, slug, title, link, summary_html)
      values ('i1', 'f1', 'article', 'k1', 'new-malaria-drug', 'New malaria drug', 'https://a.example/1', '<p>Artemisinin &amp; beyond</p>'),
             ('i2', 'f2', 'news', 'k2', 'malaria-cases-fall', 'Malaria cases fall', 'https://n.example/2', '<p>Good news</p>')`);
  });
  afterAll(() => t.close());

  it('counts every tab and pages through one', async () => {
    const first = await search({ q: 'malaria' });
    expect(first.counts).toEqual({ slides: 14, books: 2, journals: 1, articles: 1, news: 1, people: 1 });
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.title.map((piece) => piece.text).join('')).toBe('Malaria 1');
    const second = await search({ q: 'malaria', page: 2 });
    expect(second.items).toHaveLength(4);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(14);
    expect((await search({ q: 'malaria', page: 3 })).items).toEqual([]);
    expect((await search({ q: 'malaria', pageSize: 5 })).items).toHaveLength(5);
  });

  it('returns each tab with its links', async () => {
    const journals = await search({ q: 'malaria', type: 'journals' });
    expect(journals.items[0]).toMatchObject({
      href: '/journaldetails?journal=malaria-journal',
      meta: ['BioMed', 'Clinical Science'],
    });
    const articles = await search({ q: 'malaria', type: 'articles' });
    expect(articles.items[0]).toMatchObject({ href: '/articledetails/new-malaria-drug-i1/tropical-reviews' });
    expect(articles.items[0]?.snippet).toEqual([{ text: 'Artemisinin & beyond', match: false }]);
    const news = await search({ q: 'malaria', type: 'news' });
    expect(news.items[0]).toMatchObject({ href: '/articledetails/malaria-cases-fall-i2/health-news' });
    const people = await search({ q: 'malaria', type: 'people' });
    expect(people.items[0]).toMatchObject({ href: '/profile/filterer', initial: 'F', meta: ['@filterer'] });
  });

  it('filters slides and books by faculty, subject and category', async () => {
    const nursing = await search({ q: 'malaria', faculty: 'nursing' });
    // Nursing studies Basic Science and Nursing: the microbiology and nursing decks, the microbiology book.
    expect(nursing.counts).toMatchObject({ slides: 2, books: 1, journals: 0, articles: 1, people: 1 });
    const subject = await search({ q: 'malaria', subject: 'nursing' });
    expect(subject.items.map((item) => item.title.map((piece) => piece.text).join(''))).toEqual([
      'Malaria in nursing',
    ]);
    const category = await search({ q: 'malaria', category: 'microbiology', type: 'books' });
    expect(category.counts).toMatchObject({ slides: 1, books: 1 });
    expect(category.items[0]?.title.map((piece) => piece.text).join('')).toBe('Malaria parasites book');
    // A subject the faculty does not study leaves nothing; an unknown category too.
    expect((await search({ q: 'malaria', faculty: 'physiotherapy', subject: 'dental' })).counts.slides).toBe(
      0,
    );
    expect((await search({ q: 'malaria', category: 'no-such-category' })).counts).toMatchObject({
      slides: 0,
      books: 0,
    });
  });

  it('offers a close spelling when nothing matches', async () => {
    // Two typos in "malaria": too far to be searched for without asking, close enough to suggest.
    const results = await search({ q: 'mallarai parasites' });
    expect(results.counts).toEqual({ slides: 0, books: 0, journals: 0, articles: 0, news: 0, people: 0 });
    expect(results.didYouMean).toBe('malaria parasites');
    expect((await search({ q: 'malaria' })).didYouMean).toBeNull();
    expect((await search({ q: 'qwxzv' })).didYouMean).toBeNull();
  });

  it('says which spelling it searched for when it corrected a word', async () => {
    const results = await search({ q: 'malarya' });
    expect(results.counts.slides).toBe(14);
    expect(results.didYouMean).toBe('malaria');
  });

  it('caches anonymous results briefly and says they vary with the session', async () => {
    const response = await searchFor(t, { q: 'malaria' });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    expect(response.headers.vary).toContain('cookie');
  });

  it('rejects what the contract does not allow', async () => {
    expect((await searchFor(t, { q: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await searchFor(t, { q: 'malaria', type: 'videos' })).statusCode).toBe(400);
    expect((await searchFor(t, { q: 'malaria', page: 0 })).statusCode).toBe(400);
  });
});
