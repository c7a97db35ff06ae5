import { type DeckDetail, type ReadingList, readingMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { addBook, bookFields, bookPdf, waitForBook } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { call, readyDeck } from '../../../test/playlists.ts';
import { testClock } from '../../../test/statistics.ts';

describe('continue reading (GET, PUT and DELETE /api/reading)', () => {
  const clock = testClock('2026-05-01T08:00:00Z');
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;
  let bookId: string;
  let bookPages: number;

  const keep = (kind: string, id: string, body: object, cookie = reader.cookie) =>
    call(t, 'PUT', `/api/reading/${kind}/${id}`, cookie, body);
  const list = async (cookie = reader.cookie) =>
    (await call(t, 'GET', '/api/reading', cookie)).json<ReadingList>().items;

  beforeAll(async () => {
    t = await buildTestApp({ clock: clock.now });
    reader = await signedInUser(t, 'bookworm');
    other = await signedInUser(t, 'uploader');
    deck = await readyDeck(t, other, 'Renal physiology', 4);
    const editor = await editorUser(t, 'librarian');
    const book = await addBook(t, editor.cookie, bookFields, {
      pdf: { bytes: await bookPdf(3), name: 'physiology.pdf' },
    });
    const processed = await waitForBook(t, book.id);
    expect(processed.status).toBe('ready');
    bookId = book.id;
    bookPages = processed.pageCount;
  });
  afterAll(() => t.close());

  it('keeps the page left of a deck and a book, newest first, with the way back to each', async () => {
    expect((await keep('deck', deck.id, { page: 3 })).statusCode).toBe(204);
    clock.set('2026-05-01T09:00:00Z');
    expect((await keep('book', bookId, { page: 2 })).statusCode).toBe(204);
    const items = await list();
    expect(items.map((item) => [item.kind, item.page, item.pageCount])).toEqual([
      ['book', 2, bookPages],
      ['deck', 3, 4],
    ]);
    expect(items[1]).toMatchObject({
      id: deck.id,
      title: 'Renal physiology',
      path: `/slidedetails/${deck.id}/medicine/cardiology`,
      image: { url: deck.thumbnail },
      readAt: '2026-05-01T08:00:00.000Z',
    });
    expect(items[0]).toMatchObject({ title: bookFields.title, path: `/bookdetails/${bookId}` });
  });

  it('moves an item to the front when read again, and keeps only the newer of two positions', async () => {
    clock.set('2026-05-01T10:00:00Z');
    await keep('deck', deck.id, { page: 4 });
    expect((await list()).map((item) => [item.kind, item.page])).toEqual([
      ['deck', 4],
      ['book', 2],
    ]);
    // A position kept on a phone while signed out, earlier than the account's: the account's stays.
    await keep('deck', deck.id, { page: 1, readAt: '2026-05-01T07:00:00Z' });
    expect((await list())[0]).toMatchObject({ kind: 'deck', page: 4 });
    // A device clock ahead of the server's counts as now.
    clock.set('2026-05-01T11:00:00Z');
    await keep('deck', deck.id, { page: 2, readAt: '2030-01-01T00:00:00Z' });
    expect((await list())[0]).toMatchObject({ page: 2, readAt: '2026-05-01T11:00:00.000Z' });
  });

  it('is each member’s own: another member’s list is empty, and a visitor must sign in', async () => {
    expect(await list(other.cookie)).toEqual([]);
    expect((await call(t, 'GET', '/api/reading')).statusCode).toBe(401);
    expect((await keep('deck', deck.id, { page: 1 }, '')).statusCode).toBe(401);
  });

  it('refuses a page the deck does not have, and what cannot be read here', async () => {
    const past = await keep('deck', deck.id, { page: 5 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(readingMessages.pageMissing);
    expect((await keep('deck', 'no-such-deck', { page: 1 })).statusCode).toBe(404);
    expect((await keep('book', 'no-such-book', { page: 1 })).statusCode).toBe(404);
    expect((await keep('journal', deck.id, { page: 1 })).statusCode).toBe(400);
    expect((await keep('deck', deck.id, { page: 0 })).statusCode).toBe(400);
  });

  it('takes an item off the list, and a deleted deck leaves it by itself', async () => {
    expect((await call(t, 'DELETE', `/api/reading/book/${bookId}`, reader.cookie)).statusCode).toBe(204);
    expect((await list()).map((item) => item.kind)).toEqual(['deck']);
    expect((await call(t, 'DELETE', `/api/decks/${deck.id}`, other.cookie)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });
});
