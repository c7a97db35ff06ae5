import type { SearchResults } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck, insertUser, searchFor } from '../../../test/search-fixtures.ts';

const titlesFor = async (t: TestApp, q: string) => {
  const response = await searchFor(t, { q });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>().items.map((item) => item.title.map((piece) => piece.text).join(''));
};

describe('what a query matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'matcher' });
    await insertDeck(t, owner, {
      title: 'Cardiology for beginners',
      category: 'physiology',
      subCategory: 'blood',
    });
    await insertDeck(t, owner, { title: 'Electrocardiogram reading', pages: ['Leads and axis'] });
    await insertDeck(t, owner, { title: 'Chest pain', pages: ['Acute myocardial infarction: STEMI'] });
    await insertDeck(t, owner, { title: 'Koch and the lungs', description: 'Tuberculosis in India' });
    await insertDeck(t, owner, {
      title: 'Sjögren syndrome',
      category: 'medicine',
      subCategory: 'rheumatology',
    });
    await insertDeck(t, owner, { title: 'Heart failure', pages: ['Failure of the heart to pump'] });
    await insertDeck(t, owner, { title: 'Heart muscle', pages: ['Failure of contraction'] });
    await insertDeck(t, owner, { title: 'Pneumonia in children' });
    await insertDeck(t, owner, { title: 'Infection control' });
  });
  afterAll(() => t.close());

  it('tolerates typos', async () => {
    expect(await titlesFor(t, 'cardiolgy')).toContain('Cardiology for beginners');
    expect(await titlesFor(t, 'pnuemonia')).toEqual(['Pneumonia in children']);
    const corrected = (await searchFor(t, { q: 'cardiolgy' })).json<SearchResults>();
    expect(corrected.didYouMean).toBe('cardiology');
  });

  it('suggests a spelling three typos away instead of searching for it', async () => {
    const results = (await searchFor(t, { q: 'kardiologie' })).json<SearchResults>();
    expect(results).toMatchObject({ total: 0, items: [], didYouMean: 'cardiology' });
  });

  it('matches prefixes of the last word', async () => {
    expect(await titlesFor(t, 'cardio')).toContain('Cardiology for beginners');
    // Nephrology is only a sub-category name here, and sub-category names are keywords.
    const owner = await insertUser(t, { username: 'kidneys' });
    await insertDeck(t, owner, { title: 'Kidney stones', category: 'medicine', subCategory: 'nephrology' });
    expect(await titlesFor(t, 'nephro')).toEqual(['Kidney stones']);
  });

  it('ignores case and accents, both ways', async () => {
    expect(await titlesFor(t, 'SJOGREN')).toEqual(['Sjögren syndrome']);
    expect(await titlesFor(t, 'sjögren')).toEqual(['Sjögren syndrome']);
    expect(await titlesFor(t, 'CARDIOLOGY')).toContain('Cardiology for beginners');
  });

  it('finds other forms of a word', async () => {
    expect(await titlesFor(t, 'infections')).toEqual(['Infection control']);
  });

  it('maps abbreviations to their terms through the synonym list', async () => {
    expect(await titlesFor(t, 'ECG')).toEqual(['Electrocardiogram reading']);
    expect(await titlesFor(t, 'ekg')).toEqual(['Electrocardiogram reading']);
    expect(await titlesFor(t, 'MI')).toEqual(['Chest pain']);
    expect(await titlesFor(t, 'TB')).toEqual(['Koch and the lungs']);
    // And the other way: the term finds what is written as its abbreviation.
    await insertDeck(t, await insertUser(t, { username: 'copd_fan' }), { title: 'COPD exacerbations' });
    expect(await titlesFor(t, 'chronic obstructive pulmonary disease')).toEqual(['COPD exacerbations']);
  });

  it('needs every word, and a quoted phrase in order', async () => {
    expect(await titlesFor(t, 'heart failure')).toEqual(['Heart failure', 'Heart muscle']);
    expect(await titlesFor(t, '"heart failure"')).toEqual(['Heart failure']);
    expect(await titlesFor(t, 'heart zebra')).toEqual([]);
  });

  it('answers queries with nothing to search for with no results', async () => {
    const response = await searchFor(t, { q: '!!! ???' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0, didYouMean: null });
    expect((await searchFor(t, { q: '   ' })).statusCode).toBe(400);
  });
});
