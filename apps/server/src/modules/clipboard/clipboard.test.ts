import { type Clip, type ClipList, type DeckDetail, peopleMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck } from '../../../test/decks.ts';
import { call, readyDeck } from '../../../test/playlists.ts';

describe('the clipboard', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;

  const clip = (body: object, cookie = owner.cookie) => call(t, 'POST', '/api/clips', cookie, body);
  const list = async (cookie?: string, query = '') =>
    (await call(t, 'GET', `/api/people/clipper/clips${query}`, cookie)).json<ClipList>();

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'clipper');
    other = await signedInUser(t, 'onlooker');
    deck = await readyDeck(t, other, 'Heart sounds', 3);
  });
  afterAll(() => t.close());

  it('clips a page of a ready deck, with its image and the way back to it', async () => {
    const created = await clip({ deckId: deck.id, pageNumber: 2, note: '  S3 gallop  ' });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Clip>();
    expect(saved).toMatchObject({
      note: 'S3 gallop',
      isPublic: false,
      pageNumber: 2,
      image: {
        small: `/files/decks/${deck.id}/v1/pages/2-small.webp`,
        thumb: `/files/decks/${deck.id}/v1/pages/2-thumb.webp`,
        width: deck.pages[1]?.width,
        height: deck.pages[1]?.height,
      },
      deck: {
        id: deck.id,
        title: 'Heart sounds',
        category: 'medicine',
        subCategory: 'cardiology',
        pageCount: 3,
      },
    });
    expect((await t.app.inject(saved.image.small)).statusCode).toBe(200);
  });

  it('refuses pages the deck does not have, and decks that are missing or not ready', async () => {
    const beyond = await clip({ deckId: deck.id, pageNumber: 4 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe(peopleMessages.clipPageMissing);
    expect((await clip({ deckId: deck.id, pageNumber: 0 })).statusCode).toBe(400);
    expect((await clip({ deckId: 'nosuchdeck', pageNumber: 1 })).statusCode).toBe(404);
    const queued = await uploadDeck(t, other.cookie, { bytes: await pdfDeck(1), name: 'q.pdf' });
    expect((await clip({ deckId: queued.json<DeckDetail>().id, pageNumber: 1 })).statusCode).toBe(404);
    expect((await clip({ deckId: deck.id, pageNumber: 1, note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await clip({ deckId: deck.id, pageNumber: 1 }, '')).statusCode).toBe(401);
  });

  it('shows the owner every clip, newest first, and others only the public ones', async () => {
    await clip({ deckId: deck.id, pageNumber: 3, note: 'Murmur grades', isPublic: true });
    await clip({ deckId: deck.id, pageNumber: 1 });
    const mine = await list(owner.cookie);
    expect(mine.total).toBe(3);
    expect(mine.items.map((item) => item.pageNumber)).toEqual([1, 3, 2]);
    const seen = await list(other.cookie);
    expect(seen.items.map((item) => item.note)).toEqual(['Murmur grades']);
    expect((await list()).total).toBe(1);
    const paged = await list(owner.cookie, '?page=2&pageSize=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.items.map((item) => item.pageNumber)).toEqual([2]);
    expect((await call(t, 'GET', '/api/people/nobody/clips')).statusCode).toBe(404);
  });

  it('lets only the owner edit or delete a clip: 401, then 404 private or 403 public', async () => {
    const [newest, publicOne] = (await list(owner.cookie)).items;
    if (!newest || !publicOne) throw new Error('the clips are missing');
    for (const [method, body] of [
      ['PATCH', { note: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(t, method, `/api/clips/${newest.id}`, undefined, body)).statusCode).toBe(401);
      expect((await call(t, method, `/api/clips/${newest.id}`, other.cookie, body)).statusCode).toBe(404);
      expect((await call(t, method, `/api/clips/${publicOne.id}`, other.cookie, body)).statusCode).toBe(403);
    }
    const edited = await call(t, 'PATCH', `/api/clips/${newest.id}`, owner.cookie, {
      note: 'First page summary',
      isPublic: true,
    });
    expect(edited.json<Clip>()).toMatchObject({ note: 'First page summary', isPublic: true });
    expect((await list(other.cookie)).items.map((item) => item.note)).toEqual([
      'First page summary',
      'Murmur grades',
    ]);
    expect((await call(t, 'DELETE', `/api/clips/${newest.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/api/clips/${newest.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await list(owner.cookie)).total).toBe(2);
  });
});
