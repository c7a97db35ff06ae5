import type { SearchHit, SearchResults } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertBook, insertDeck, insertUser, searchFor } from '../../../test/search-fixtures.ts';

const text = (pieces: { text: string }[] | null) => (pieces ?? []).map((piece) => piece.text).join('');
const marked = (pieces: { text: string; match: boolean }[] | null) =>
  (pieces ?? []).filter((piece) => piece.match).map((piece) => piece.text);

async function firstHit(t: TestApp, query: Record<string, string>): Promise<SearchHit> {
  const response = await searchFor(t, query);
  expect(response.statusCode).toBe(200);
  const [hit] = response.json<SearchResults>().items;
  if (!hit) throw new Error(`nothing found for ${JSON.stringify(query)}`);
  return hit;
}

describe('highlights and snippets', () => {
  let t: TestApp;
  let deckId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'snipper' });
    deckId = await insertDeck(t, owner, {
      title: 'Renal physiology',
      description: 'Filtration and reabsorption',
      category: 'physiology',
      subCategory: 'renal-physiology',
      pages: [
        'Overview of the kidney',
        'Tubules',
        'The loop of Henle makes a concentration gradient in the medulla',
      ],
    });
  });
  afterAll(() => t.close());

  it('takes the snippet from the page the word is on and links to that page', async () => {
    const hit = await firstHit(t, { q: 'henle' });
    expect(hit.pageNumber).toBe(3);
    expect(hit.href).toBe(`/slidedetails/${deckId}/physiology/renal-physiology?page=3`);
    expect(text(hit.snippet)).toContain('loop of Henle makes');
    expect(marked(hit.snippet)).toEqual(['Henle']);
    expect(hit.meta).toEqual(['Renal Physiology']);
    expect(hit.counts).toEqual({ pages: 3, views: 0 });
  });

  it('marks title words and takes a description match without a page number', async () => {
    const hit = await firstHit(t, { q: 'renal filtration' });
    expect(hit.title).toEqual([
      { text: 'Renal', match: true },
      { text: ' physiology', match: false },
    ]);
    expect(hit.pageNumber).toBeNull();
    expect(hit.href).toBe(`/slidedetails/${deckId}/physiology/renal-physiology`);
    expect(marked(hit.snippet)).toEqual(['Filtration']);
  });

  it('opens books at the page too', async () => {
    const bookId = await insertBook(t, {
      title: 'Textbook of Medical Physiology',
      authors: ['A. Guyton'],
      pages: ['Cells', 'Blood', 'Erythropoietin is made in the kidney'],
    });
    const hit = await firstHit(t, { q: 'erythropoietin', type: 'books' });
    expect(hit).toMatchObject({
      type: 'books',
      id: bookId,
      pageNumber: 3,
      href: `/bookdetails/${bookId}?read=1&page=3`,
    });
    expect(marked(hit.snippet)).toEqual(['Erythropoietin']);
    expect(hit.meta).toContain('A. Guyton');
  });

  it('returns markup in titles and page text as plain text pieces', async () => {
    const owner = await insertUser(t, { username: 'mallory' });
    const title = '<script>alert("x")</script> Scabies';
    const page = 'Scabies <img src=x onerror="alert(1)"> burrows <b>itch</b> &amp; more';
    await insertDeck(t, owner, {
      title,
      description: '<iframe src="javascript:alert(2)"></iframe>',
      pages: [page],
    });
    const response = await searchFor(t, { q: 'scabies burrows' });
    const hit = response.json<SearchResults>().items[0];
    expect(response.headers['content-type']).toContain('application/json');
    expect(text(hit?.title ?? null)).toBe(title);
    expect(marked(hit?.title ?? null)).toEqual(['Scabies']);
    // ts_headline leaves out what looks like a tag in a fragment; the rest is text as it was.
    expect(text(hit?.snippet ?? null)).toBe('Scabies burrows itch &amp; more');
    // Only words are ever marked; the rest is text the web puts in text nodes.
    expect(marked(hit?.snippet ?? null)).toEqual(['Scabies', 'burrows']);
    for (const piece of [...(hit?.title ?? []), ...(hit?.snippet ?? [])]) {
      expect(Object.keys(piece).sort()).toEqual(['match', 'text']);
    }
  });

  it('keeps the marker characters it uses out of the text', async () => {
    const owner = await insertUser(t, { username: 'controls' });
    await insertDeck(t, owner, { title: 'Tetanus \u0001toxoid\u0002 schedule' });
    const hit = await firstHit(t, { q: 'tetanus' });
    expect(text(hit.title)).toBe('Tetanus toxoid schedule');
    expect(marked(hit.title)).toEqual(['Tetanus']);
  });

  it('starts a snippet at a whole word, not inside one joined by a hyphen or an apostrophe', async () => {
    const owner = await insertUser(t, { username: 'wordcut' });
    const filler = Array.from({ length: 30 }, (_, index) => `filler${index}`).join(' ');
    await insertDeck(t, owner, {
      title: 'Antimalarials',
      pages: [`${filler} then high-dose-oral quinacrine, then ${filler}`],
    });
    const hit = await firstHit(t, { q: 'quinacrine' });
    expect(marked(hit.snippet)).toEqual(['quinacrine']);
    expect(text(hit.snippet)).toMatch(/^high-dose-oral quinacrine, then/);
  });
});
