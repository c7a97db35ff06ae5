import { type Suggestions, searchLimits } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertBook, insertDeck, insertUser, suggestFor } from '../../../test/search-fixtures.ts';

const labels = (suggestions: Suggestions) =>
  suggestions.items.map((item) => `${item.kind}: ${item.label.map((piece) => piece.text).join('')}`);

describe('suggestions as you type', () => {
  let t: TestApp;
  const suggest = async (q: string) => {
    const response = await suggestFor(t, q);
    expect(response.statusCode).toBe(200);
    return response.json<Suggestions>();
  };
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'neha_n', name: 'Neha Nephrologist' });
    await insertDeck(t, owner, { title: 'Nephrotic syndrome', trendingViews: 5 });
    await insertDeck(t, owner, { title: 'Nephrotic syndrome', description: 'the same title again' });
    await insertDeck(t, owner, { title: 'Acute kidney injury', pages: ['nephron damage'] });
    await insertBook(t, { title: 'Nephrology handbook', authors: ['R. Rao'] });
  });
  afterAll(() => t.close());

  it('offers sub-categories, titles, books and people by prefix, each title once', async () => {
    const suggestions = await suggest('nephro');
    expect(labels(suggestions)).toEqual([
      'subCategory: Nephrology',
      'deck: Nephrotic syndrome',
      'book: Nephrology handbook',
      'person: Neha Nephrologist',
    ]);
    const [sub, deck, book, person] = suggestions.items;
    expect(sub).toMatchObject({ detail: 'Medicine', href: '/slidesubcategory/medicine/nephrology' });
    expect(sub?.label).toEqual([
      { text: 'Nephro', match: true },
      { text: 'logy', match: false },
    ]);
    expect(deck?.href).toMatch(/^\/slidedetails\/\w+\/medicine\/cardiology$/);
    expect(book).toMatchObject({ detail: 'R. Rao' });
    expect(person).toMatchObject({ detail: '@neha_n', href: '/profile/neha_n' });
  });

  it('offers categories, linking to the slides page', async () => {
    const suggestions = await suggest('pharmacol');
    expect(suggestions.items[0]).toMatchObject({
      kind: 'category',
      detail: 'Basic Science',
      href: '/slide',
    });
  });

  it('tolerates a typo and marks the word it found', async () => {
    const suggestions = await suggest('nephrotik');
    expect(labels(suggestions)).toContain('deck: Nephrotic syndrome');
    const deck = suggestions.items.find((item) => item.kind === 'deck');
    expect(deck?.label[0]).toEqual({ text: 'Nephrotic', match: true });
  });

  it('keeps to the limits', async () => {
    const owner = await insertUser(t, { username: 'many_titles' });
    for (let index = 0; index < 12; index += 1)
      await insertDeck(t, owner, { title: `Gastritis part ${index}` });
    expect((await suggest('gastri')).items).toHaveLength(searchLimits.suggestMaxItems);
    expect((await suggest('g')).items).toEqual([]);
    expect((await suggest('zzqqxx')).items).toEqual([]);
    expect((await suggestFor(t, '')).statusCode).toBe(400);
  });

  it('may be cached: it is the same for everyone', async () => {
    const response = await suggestFor(t, 'nephro');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });
});
