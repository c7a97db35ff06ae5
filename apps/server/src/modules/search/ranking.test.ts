import type { SearchResults } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck, insertUser, searchFor } from '../../../test/search-fixtures.ts';

const titles = (results: SearchResults) =>
  results.items.map((item) => item.title.map((piece) => piece.text).join(''));

describe('search ranking', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await insertUser(t, { username: 'ranker' });
    // Inserted worst first, and the worst most popular: only the field decides the order.
    await insertDeck(t, owner, {
      title: 'Only in the pages',
      pages: ['Nothing here', 'The thyroid gland sits in the neck'],
      views: 900,
      trendingViews: 90,
    });
    await insertDeck(t, owner, {
      title: 'In the description',
      description: 'Covers the thyroid and its hormones',
      views: 500,
      trendingViews: 50,
    });
    await insertDeck(t, owner, { title: 'In the tags', tags: ['thyroid'], views: 100, trendingViews: 10 });
    await insertDeck(t, owner, { title: 'Thyroid in the title', views: 1, trendingViews: 0 });
  });
  afterAll(() => t.close());

  it('puts title matches first, then tags and categories, then the description, then page text', async () => {
    const response = await searchFor(t, { q: 'thyroid' });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual([
      'Thyroid in the title',
      'In the tags',
      'In the description',
      'Only in the pages',
    ]);
  });

  it('counts a category name as a keyword', async () => {
    await insertDeck(t, owner, { title: 'Kidney lecture', category: 'medicine', subCategory: 'nephrology' });
    await insertDeck(t, owner, {
      title: 'Nephrology made easy',
      category: 'medicine',
      subCategory: 'cardiology',
    });
    await insertDeck(t, owner, {
      title: 'Renal notes',
      category: 'medicine',
      subCategory: 'cardiology',
      pages: ['nephrology in practice'],
    });
    const results = (await searchFor(t, { q: 'nephrology' })).json<SearchResults>();
    expect(titles(results)).toEqual(['Nephrology made easy', 'Kidney lecture', 'Renal notes']);
  });

  it('breaks ties by recent popularity, then by the newest', async () => {
    const day = 86_400_000;
    await insertDeck(t, owner, { title: 'Gout old quiet', createdAt: new Date(Date.now() - 30 * day) });
    await insertDeck(t, owner, { title: 'Gout new quiet', createdAt: new Date(Date.now() - day) });
    await insertDeck(t, owner, {
      title: 'Gout trending',
      trendingViews: 40,
      createdAt: new Date(Date.now() - 60 * day),
    });
    // The hourly refresh recomputes trending from the daily views; the order must survive it.
    const refresh = await t.app.jobs.send('decks.refresh-trending', {});
    await vi.waitFor(
      async () => expect(await t.app.jobs.state('decks.refresh-trending', refresh)).toBe('completed'),
      { timeout: 10_000, interval: 100 },
    );
    const results = (await searchFor(t, { q: 'gout' })).json<SearchResults>();
    expect(titles(results)).toEqual(['Gout trending', 'Gout new quiet', 'Gout old quiet']);
  });

  it("puts matches in the signed-in visitor's subjects first within the same field", async () => {
    const setPreference = (cookie: string, faculty: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/preference',
        headers: { cookie, origin: t.config.publicUrl },
        payload: { faculty },
      });
    await insertDeck(t, owner, { title: 'Asepsis on the ward', trendingViews: 30 });
    await insertDeck(t, owner, {
      title: 'Asepsis for nurses',
      category: 'fundamentals-of-nursing',
      subCategory: 'infection-control',
    });
    await insertDeck(t, owner, {
      title: 'Sterile technique',
      category: 'fundamentals-of-nursing',
      subCategory: 'infection-control',
      pages: ['asepsis'],
    });
    const anonymous = (await searchFor(t, { q: 'asepsis' })).json<SearchResults>();
    expect(titles(anonymous)).toEqual(['Asepsis on the ward', 'Asepsis for nurses', 'Sterile technique']);

    const nurse = await signedInUser(t, 'nurse_n');
    expect((await setPreference(nurse.cookie, 'nursing')).statusCode).toBe(200);
    const forNurse = await searchFor(t, { q: 'asepsis' }, nurse.cookie);
    expect(forNurse.headers['cache-control']).toBe('private, no-store');
    // The nurse's subject wins within the title tier; a page-text match still comes after titles.
    expect(titles(forNurse.json())).toEqual([
      'Asepsis for nurses',
      'Asepsis on the ward',
      'Sterile technique',
    ]);
  });
});
