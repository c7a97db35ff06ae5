import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DeckDetail, DeckList } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from '../../test/decks.ts';
import { shellWebRoot } from '../../test/library/web-root.ts';
import { insertDeck } from '../../test/search-fixtures.ts';
import { decks } from '../db/schema/index.ts';

describe('hot reads: anonymous answers from memory, members always fresh', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;

  const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const asMember = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const list = async () => (await anonymous('/api/decks?category=medicine')).json<DeckList>();
  /** A change made behind the API's back: only a cached answer keeps the old value. */
  const retitleInDatabase = (title: string) =>
    t.app.db.update(decks).set({ title }).where(eq(decks.id, deck.id));

  beforeAll(async () => {
    t = await buildTestApp({ webRoot: await shellWebRoot() });
    owner = await signedInUser(t, 'hotowner');
    reader = await signedInUser(t, 'hotreader');
    deck = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'hot.pdf' })
    ).json<DeckDetail>();
    await waitForDeck(t, owner.id, deck.id);
  });
  afterAll(() => t.close());

  it('gives anonymous visitors an ETag and a Cache-Control a CDN may hold, and 304 when it matches', async () => {
    const first = await anonymous('/api/slides/overview');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(first.headers.vary).toContain('cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await anonymous('/api/slides/overview', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await anonymous('/api/slides/overview', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('hands browsers the copy compressed the way they ask', async () => {
    const url = `/slidedetails/${deck.id}/medicine/cardiology`;
    const plain = await anonymous(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await anonymous(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const zipped = await anonymous(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.headers.vary).toContain('accept-encoding');
  });

  it('serves a list from memory until a write through the API drops it', async () => {
    expect((await list()).items.map((item) => item.title)).toEqual([validFields.title]);
    await retitleInDatabase('Changed behind its back');
    expect((await list()).items.map((item) => item.title)).toEqual([validFields.title]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/decks/${deck.id}`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Renamed by its owner' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await list()).items.map((item) => item.title)).toEqual(['Renamed by its owner']);
  });

  it('keeps the cached copies when a visitor only counts a view', async () => {
    const before = await anonymous(`/api/decks/${deck.id}`);
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${deck.id}/views`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(viewed.json()).toMatchObject({ views: 1 });
    const after = await anonymous(`/api/decks/${deck.id}`);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.json<DeckDetail>().views).toBe(0);
  });

  it('answers anyone with a session cookie fresh and privately, with their own personal parts', async () => {
    // An anonymous copy is cached first; then the reader likes the deck.
    expect((await anonymous(`/api/decks/${deck.id}`)).json<DeckDetail>().viewer.liked).toBe(false);
    await retitleInDatabase('Seen only by members');
    const liked = await t.app.inject({
      method: 'PUT',
      url: `/api/decks/${deck.id}/like`,
      headers: { cookie: reader.cookie },
    });
    expect(liked.statusCode).toBe(200);

    const forReader = await asMember(`/api/decks/${deck.id}`, reader.cookie);
    expect(forReader.headers['cache-control']).toBe('private, no-store');
    expect(forReader.headers.etag).toBeUndefined();
    expect(forReader.json<DeckDetail>()).toMatchObject({
      title: 'Seen only by members',
      viewer: { liked: true },
    });
    const forOwner = await asMember(`/api/decks/${deck.id}`, owner.cookie);
    expect(forOwner.json<DeckDetail>().viewer).toEqual({ isOwner: true, liked: false });
    const forVisitor = await anonymous(`/api/decks/${deck.id}`);
    expect(forVisitor.json<DeckDetail>()).toMatchObject({
      likes: 1,
      viewer: { isOwner: false, liked: false },
    });
    // The anonymous copy made after the like is not the reader's either.
    expect((await anonymous(`/api/decks/${deck.id}`)).json<DeckDetail>().viewer.liked).toBe(false);
  });

  it('drops the cached lists when processing makes a new deck ready', async () => {
    const before = (await list()).total;
    const second = (
      await uploadDeck(
        t,
        owner.cookie,
        { bytes: await pdfDeck(1), name: 'second.pdf' },
        {
          ...validFields,
          title: 'Second deck',
        },
      )
    ).json<DeckDetail>();
    // Cached while the new deck is still processing (it is not listed yet).
    expect((await list()).total).toBe(before);
    await waitForDeck(t, owner.id, second.id);
    expect((await list()).items.map((item) => item.title)).toContain('Second deck');
  });

  it('serves the HTML of a content page from memory, with its ETag', async () => {
    const path = `/slidedetails/${deck.id}/medicine/cardiology`;
    const first = await anonymous(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const title = first.body.match(/<title>(.*?)<\/title>/)?.[1];
    await retitleInDatabase('A title nobody announced');
    const second = await anonymous(path);
    expect(second.body.match(/<title>(.*?)<\/title>/)?.[1]).toBe(title);
    expect((await anonymous(path, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const forMember = await asMember(path, reader.cookie);
    expect(forMember.body).toContain('<title>A title nobody announced | MedShelf</title>');
    expect(forMember.headers['cache-control']).toBe('private, no-store');
  });

  it('counts a list once for all its pages and orders, until a write', async () => {
    const url = (query: string) => `/api/decks?category=medicine&pageSize=1&${query}`;
    const total = async (query: string) => (await asMember(url(query), reader.cookie)).json<DeckList>().total;
    const counted = await total('page=1');
    await insertDeck(t, owner.id, { title: 'Added behind its back' });
    // Members' answers are fresh, but the total of this list is the one counted moments ago.
    const second = (await asMember(url('page=2&sort=trending'), reader.cookie)).json<DeckList>();
    expect(second.total).toBe(counted);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${deck.id}/comments`,
      headers: { cookie: reader.cookie },
      payload: { body: 'A write, so the count is taken again' },
    });
    expect(comment.statusCode).toBe(201);
    expect(await total('page=3')).toBe(counted + 1);
  });

  it('does not cache what is not found', async () => {
    const missing = await anonymous('/api/decks/nosuchdeck00');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
