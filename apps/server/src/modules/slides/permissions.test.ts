import type { DeckDetail } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart, pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';

describe('who may change a deck', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let deckId: string;

  const call = async (method: 'PATCH' | 'DELETE' | 'PUT' | 'GET', url: string, cookie?: string) => {
    const base = { method, url, headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } };
    if (method === 'PATCH') return t.app.inject({ ...base, payload: { title: 'Taken over' } });
    if (method === 'PUT') {
      const body = await multipart({}, { bytes: await pdfDeck(1), name: 'other.pdf' });
      return t.app.inject({ ...base, headers: { ...base.headers, ...body.headers }, payload: body.payload });
    }
    return t.app.inject(base);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'deckowner');
    other = await signedInUser(t, 'otheruser');
    const created = await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(2), name: 'mine.pdf' });
    deckId = created.json<DeckDetail>().id;
  });
  afterAll(() => t.close());

  it('hides an unfinished deck from everyone but its owner', async () => {
    // Uploaded just now: still queued or processing.
    expect((await call('GET', `/api/decks/${deckId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/decks/${deckId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/decks/${deckId}`, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/decks/${deckId}/progress`, other.cookie)).statusCode).toBe(404);
    await waitForDeck(t, owner.id, deckId);
  });

  it.each([
    ['PATCH', ''],
    ['PUT', '/file'],
    ['DELETE', ''],
    ['GET', '/progress'],
  ] as const)(
    '%s /api/decks/:id%s: 401 signed out, 403 for another user, 404 when missing',
    async (method, suffix) => {
      expect((await call(method, `/api/decks/${deckId}${suffix}`)).statusCode).toBe(401);
      const forbidden = await call(method, `/api/decks/${deckId}${suffix}`, other.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.message).toBe('Only the uploader can change this deck.');
      expect((await call(method, `/api/decks/nosuchdeck${suffix}`, other.cookie)).statusCode).toBe(404);
    },
  );

  it('leaves the deck untouched after those attempts', async () => {
    const deck = (await call('GET', `/api/decks/${deckId}`)).json<DeckDetail>();
    expect(deck).toMatchObject({ title: 'ECG basics', status: 'ready', pageCount: 2 });
  });

  it('lets the owner edit, replace and delete', async () => {
    const edited = await call('PATCH', `/api/decks/${deckId}`, owner.cookie);
    expect(edited.json<DeckDetail>()).toMatchObject({ title: 'Taken over', slug: 'taken-over' });
    const replaced = await call('PUT', `/api/decks/${deckId}/file`, owner.cookie);
    expect(replaced.json<DeckDetail>()).toMatchObject({ status: 'queued', originalName: 'other.pdf' });
    expect(await waitForDeck(t, owner.id, deckId)).toMatchObject({ status: 'ready', pageCount: 1 });
    const deck = (await call('GET', `/api/decks/${deckId}`)).json<DeckDetail>();
    expect(deck.pages.map((page) => page.large)).toEqual([expect.stringContaining('/v2/pages/1-large.webp')]);
    expect((await t.app.inject({ url: deck.pages[0]?.large ?? '' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/decks/${deckId}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/decks/${deckId}`, owner.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: deck.pages[0]?.large ?? '' })).statusCode).toBe(404);
  });

  it('keeps downloads to what the uploader allows', async () => {
    const created = await uploadDeck(
      t,
      owner.cookie,
      { bytes: await pdfDeck(1), name: 'nodl.pdf' },
      { title: 'No downloads', category: 'medicine', subCategory: 'cardiology', allowDownload: 'false' },
    );
    const id = created.json<DeckDetail>().id;
    await waitForDeck(t, owner.id, id);
    expect((await call('GET', `/api/decks/${id}/original`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/decks/${id}/original`)).statusCode).toBe(403);
    expect((await call('GET', `/api/decks/${id}/original`, owner.cookie)).statusCode).toBe(200);
  });
});
