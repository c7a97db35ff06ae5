import {
  type DeckDetail,
  type DeckHighlights,
  type Highlight,
  type HighlightList,
  highlightLimits,
  highlightMessages,
} from '@medshelf/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck } from '../../../test/decks.ts';
import { call, readyDeck } from '../../../test/playlists.ts';
import { deckPages } from '../../db/schema/index.ts';

describe('highlights', () => {
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;

  const highlight = (body: object, cookie = reader.cookie) =>
    call(t, 'POST', '/api/highlights', cookie, body);
  const list = async (cookie?: string, query = '') =>
    (await call(t, 'GET', `/api/people/highlighter/highlights${query}`, cookie)).json<HighlightList>();
  type ErrorBody = { error: { message: string; details?: { message: string }[] } };
  const errorOf = (response: { json(): unknown }) => (response.json() as ErrorBody).error.message;
  /** The message a person reads: a field's own when the form's fields were refused, else the error's. */
  const messageOf = (response: { json(): unknown }) => {
    const { error } = response.json() as ErrorBody;
    return error.details?.[0]?.message ?? error.message;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    reader = await signedInUser(t, 'highlighter');
    other = await signedInUser(t, 'onlooker');
    deck = await readyDeck(t, other, 'Heart sounds', 2);
  });
  afterAll(() => t.close());

  it('highlights words of a page, quoting them from the page itself, private by default', async () => {
    // Page 2 reads "Cardiology page 2 / Point one about cardiology / Point two / …".
    const created = await highlight({ deckId: deck.id, pageNumber: 2, start: 3, end: 6, note: '  S3  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Highlight>()).toMatchObject({
      pageNumber: 2,
      start: 3,
      end: 6,
      quote: 'Point one about cardiology',
      note: 'S3',
      isPublic: false,
      onCurrentFile: true,
      deck: {
        id: deck.id,
        title: 'Heart sounds',
        category: 'medicine',
        subCategory: 'cardiology',
        pageCount: 2,
      },
    });
  });

  it('refuses what cannot be highlighted, with a message for each', async () => {
    const refused = async (body: object, status: number, message?: string) => {
      const response = await highlight({ deckId: deck.id, pageNumber: 1, start: 0, end: 0, ...body });
      expect(response.statusCode).toBe(status);
      if (message) expect(messageOf(response)).toBe(message);
    };
    await refused({ start: 2, end: 1 }, 400, highlightMessages.backwards);
    await refused({ end: highlightLimits.maxWords }, 400, highlightMessages.tooManyWords);
    await refused(
      { note: 'x'.repeat(highlightLimits.noteMaxLength + 1) },
      400,
      highlightMessages.noteTooLong,
    );
    await refused({ pageNumber: 3 }, 400, highlightMessages.pageMissing);
    await refused({ start: 40, end: 41 }, 400, highlightMessages.wordsMissing);
    await refused({ pageNumber: 0 }, 400);
    await refused({ deckId: 'nosuchdeck' }, 404);
    const queued = await uploadDeck(t, other.cookie, { bytes: await pdfDeck(1), name: 'q.pdf' });
    await refused({ deckId: queued.json<DeckDetail>().id }, 404);
    expect((await highlight({ deckId: deck.id, pageNumber: 1, start: 0, end: 0 }, '')).statusCode).toBe(401);
  });

  it('refuses a page whose words were not kept (rendered before the text layer)', async () => {
    await t.app.db
      .update(deckPages)
      .set({ words: null })
      .where(and(eq(deckPages.deckId, deck.id), eq(deckPages.number, 1)));
    const response = await highlight({ deckId: deck.id, pageNumber: 1, start: 0, end: 0 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(highlightMessages.noText);
  });

  it('lists the member every highlight, newest first, and others only the public ones', async () => {
    await highlight({ deckId: deck.id, pageNumber: 2, start: 0, end: 2, note: 'Title', isPublic: true });
    await highlight({ deckId: deck.id, pageNumber: 2, start: 7, end: 8 });
    const mine = await list(reader.cookie);
    expect(mine.total).toBe(3);
    expect(mine.items.map((item) => item.quote)).toEqual([
      'Point two',
      'Cardiology page 2',
      'Point one about cardiology',
    ]);
    expect((await list(other.cookie)).items.map((item) => item.note)).toEqual(['Title']);
    expect((await list()).total).toBe(1);
    const paged = await list(reader.cookie, '?page=2&pageSize=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await call(t, 'GET', '/api/people/nobody/highlights')).statusCode).toBe(404);
  });

  it('gives a reader their own highlights on a deck, in page order, to draw', async () => {
    const own = await call(t, 'GET', `/api/decks/${deck.id}/highlights`, reader.cookie);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json<DeckHighlights>().items.map((item) => [item.start, item.end])).toEqual([
      [0, 2],
      [3, 6],
      [7, 8],
    ]);
    expect((await call(t, 'GET', `/api/decks/${deck.id}/highlights`, other.cookie)).json()).toEqual({
      items: [],
    });
    expect((await call(t, 'GET', `/api/decks/${deck.id}/highlights`)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/decks/nosuchdeck/highlights', reader.cookie)).statusCode).toBe(404);
  });

  it('lets only the member change or delete a highlight: 401, then 404 private or 403 public', async () => {
    const [newest, publicOne] = (await list(reader.cookie)).items;
    if (!newest || !publicOne) throw new Error('the highlights are missing');
    for (const [method, body] of [
      ['PATCH', { note: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(t, method, `/api/highlights/${newest.id}`, undefined, body)).statusCode).toBe(401);
      const hidden = await call(t, method, `/api/highlights/${newest.id}`, other.cookie, body);
      expect(hidden.statusCode).toBe(404);
      expect(errorOf(hidden)).toBe(highlightMessages.notFound);
      const refused = await call(t, method, `/api/highlights/${publicOne.id}`, other.cookie, body);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe(highlightMessages.notYours);
    }
    const edited = await call(t, 'PATCH', `/api/highlights/${newest.id}`, reader.cookie, {
      note: 'Second sound',
      isPublic: true,
    });
    expect(edited.json<Highlight>()).toMatchObject({
      note: 'Second sound',
      isPublic: true,
      quote: 'Point two',
    });
    expect((await list(other.cookie)).total).toBe(2);
    expect((await call(t, 'DELETE', `/api/highlights/${newest.id}`, reader.cookie)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/api/highlights/${newest.id}`, reader.cookie)).statusCode).toBe(404);
    expect((await list(reader.cookie)).total).toBe(2);
  });
});
