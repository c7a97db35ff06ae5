import type { DeckDetail, DeckList, PublicProfile } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { decks, users } from '../../db/schema/index.ts';

describe('a public profile and its uploads and liked tabs', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  const deckIds: string[] = [];

  const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie: string) =>
    t.app.inject({ method, url, headers: { cookie, origin: t.config.publicUrl } });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'Deck_Owner');
    reader = await signedInUser(t, 'deck_reader');
    for (const title of ['First deck', 'Second deck', 'Third deck']) {
      const created = await uploadDeck(
        t,
        owner.cookie,
        { bytes: await pdfDeck(1), name: 'deck.pdf' },
        { ...validFields, title },
      );
      const deck = created.json<DeckDetail>();
      await waitForDeck(t, owner.id, deck.id);
      deckIds.push(deck.id);
    }
    // Distinct upload times, oldest first, whatever the clock's resolution.
    for (const [index, id] of deckIds.entries()) {
      await t.app.db
        .update(decks)
        .set({ createdAt: new Date(Date.UTC(2026, 0, index + 1)) })
        .where(eq(decks.id, id));
    }
    // The third has not finished processing: it is nobody's business but the owner's.
    await t.app.db
      .update(decks)
      .set({ status: 'processing' })
      .where(eq(decks.id, deckIds[2] ?? ''));
  }, 90_000);
  afterAll(() => t.close());

  it('answers 404 for an unknown username and for a disabled account', async () => {
    expect((await t.app.inject('/api/people/nobody_here')).statusCode).toBe(404);
    expect((await t.app.inject('/api/people/nobody_here/uploads')).statusCode).toBe(404);
    expect((await t.app.inject('/api/people/nobody_here/liked')).statusCode).toBe(404);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, reader.id));
    expect((await t.app.inject('/api/people/deck_reader')).statusCode).toBe(404);
    await t.app.db.update(users).set({ disabled: false }).where(eq(users.id, reader.id));
  });

  it('finds the member whatever the case of the username, and never shows the email', async () => {
    const response = await t.app.inject('/api/people/DECK_owner');
    expect(response.statusCode).toBe(200);
    const profile = response.json<PublicProfile>();
    expect(profile).toMatchObject({
      id: owner.id,
      username: 'Deck_Owner',
      initial: 'D',
      photoURL: null,
      viewer: { isOwner: false, following: false },
    });
    expect(response.body).not.toContain(owner.email);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts ready uploads, their views, followers and following', async () => {
    await send('POST', `/api/decks/${deckIds[0]}/views`, reader.cookie);
    await send('POST', `/api/decks/${deckIds[1]}/views`, reader.cookie);
    await send('POST', `/api/decks/${deckIds[1]}/views`, owner.cookie);
    await send('PUT', '/api/people/deck_owner/follow', reader.cookie);
    const asReader = (
      await t.app.inject({ url: '/api/people/deck_owner', headers: { cookie: reader.cookie } })
    ).json<PublicProfile>();
    // The uploader's own view is not counted: views are an audience, and the uploader is not one.
    expect(asReader.counts).toEqual({ uploads: 2, followers: 1, following: 0, views: 2 });
    expect(asReader.viewer).toEqual({ isOwner: false, following: true });
    const asOwner = (
      await t.app.inject({ url: '/api/people/deck_owner', headers: { cookie: owner.cookie } })
    ).json<PublicProfile>();
    expect(asOwner.viewer).toEqual({ isOwner: true, following: false });
    const readerProfile = (await t.app.inject('/api/people/deck_reader')).json<PublicProfile>();
    expect(readerProfile.counts).toMatchObject({ uploads: 0, followers: 0, following: 1, views: 0 });
  });

  it('lists ready uploads newest first, for the owner too, in pages', async () => {
    for (const cookie of ['', owner.cookie]) {
      const list = (
        await t.app.inject({ url: '/api/people/deck_owner/uploads', headers: cookie ? { cookie } : {} })
      ).json<DeckList>();
      expect(list.total).toBe(2);
      expect(list.items.map((deck) => deck.title)).toEqual(['Second deck', 'First deck']);
    }
    const second = (await t.app.inject('/api/people/deck_owner/uploads?page=2&pageSize=1')).json<DeckList>();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.items.map((deck) => deck.title)).toEqual(['First deck']);
    expect((await t.app.inject('/api/people/deck_owner/uploads?page=0')).statusCode).toBe(400);
  });

  it('lists the decks a member liked, the latest like first, ready ones only', async () => {
    const empty = (await t.app.inject('/api/people/deck_reader/liked')).json<DeckList>();
    expect(empty).toMatchObject({ items: [], total: 0 });
    await send('PUT', `/api/decks/${deckIds[1]}/like`, reader.cookie);
    await send('PUT', `/api/decks/${deckIds[0]}/like`, reader.cookie);
    const liked = (await t.app.inject('/api/people/deck_reader/liked')).json<DeckList>();
    expect(liked.total).toBe(2);
    expect(liked.items.map((deck) => deck.title)).toEqual(['First deck', 'Second deck']);
    await send('DELETE', `/api/decks/${deckIds[0]}/like`, reader.cookie);
    const after = (await t.app.inject('/api/people/deck_reader/liked')).json<DeckList>();
    expect(after.items.map((deck) => deck.title)).toEqual(['Second deck']);
  });
});
