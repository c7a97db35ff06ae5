import type { DeckDetail, SearchResults } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { addBook, bookFields, bookPdf, waitForBook } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { searchFor } from '../../../test/search-fixtures.ts';
import { makeDeckPdf } from '../../demo/slides/deck-pdf.ts';

describe('indexing as part of processing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds the words on an uploaded deck’s pages once it is processed, at their page', async () => {
    const user = await signedInUser(t, 'processor');
    const pdf = await makeDeckPdf('Pericardium', [
      { heading: 'Layers of the heart', bullets: ['Epicardium', 'Myocardium'] },
      { heading: 'Inflammation', bullets: ['Pericarditis causes pleuritic chest pain', 'Friction rub'] },
    ]);
    const upload = await uploadDeck(
      t,
      user.cookie,
      { bytes: pdf, name: 'pericardium.pdf' },
      { ...validFields, title: 'Pericardium' },
    );
    expect(upload.statusCode).toBe(201);
    const deck = upload.json<DeckDetail>();
    expect((await waitForDeck(t, user.id, deck.id)).status).toBe('ready');

    const results = (await searchFor(t, { q: 'pericarditis' })).json<SearchResults>();
    expect(results.items).toHaveLength(1);
    expect(results.items[0]).toMatchObject({
      id: deck.id,
      pageNumber: 2,
      href: `/slidedetails/${deck.id}/medicine/cardiology?page=2`,
    });
    // A word only in the uploaded text is now known to typo correction too.
    const corrected = (await searchFor(t, { q: 'pericarditus' })).json<SearchResults>();
    expect(corrected.items.map((item) => item.id)).toEqual([deck.id]);
  });

  it('finds the words in a processed book’s pages', async () => {
    const editor = await editorUser(t, 'librarian');
    const book = await addBook(
      t,
      editor.cookie,
      { ...bookFields, isbn: '' },
      { pdf: { bytes: await bookPdf(3, 'Baroreceptor'), name: 'book.pdf' } },
    );
    expect((await waitForBook(t, book.id)).status).toBe('ready');
    const results = (await searchFor(t, { q: 'baroreceptor', type: 'books' })).json<SearchResults>();
    expect(results.items[0]).toMatchObject({ id: book.id, type: 'books' });
    expect(results.items[0]?.pageNumber).toBeGreaterThan(1);
    expect(results.items[0]?.href).toMatch(new RegExp(`^/bookdetails/${book.id}\\?read=1&page=\\d+$`));
  });
});
