import { type DeckDetail, highlightMessages, type PageText } from '@medshelf/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { call, readyDeck } from '../../../test/playlists.ts';
import { deckPages, decks } from '../../db/schema/index.ts';

describe('the text layer of a deck page', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;

  const words = (text: PageText) => text.lines.map((line) => line.map((word) => word[4]).join(' '));

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'layerowner');
    deck = await readyDeck(t, owner, 'Heart sounds', 2);
  });
  afterAll(() => t.close());

  it('gives each page its words, line by line, with boxes inside the page', async () => {
    const address = deck.pages[1]?.textLayer;
    expect(address).toBe(`/api/decks/${deck.id}/pages/2/text?v=1`);
    const response = await call(t, 'GET', address ?? '');
    expect(response.statusCode).toBe(200);
    const text = response.json<PageText>();
    expect(words(text)).toEqual([
      'Cardiology page 2',
      'Point one about cardiology',
      'Point two',
      'Cardiology deck · 2/2',
    ]);
    const boxes = text.lines.flat();
    for (const [left, top, width, height] of boxes) {
      expect(Math.min(left, top, width, height)).toBeGreaterThanOrEqual(0);
      expect(left + width).toBeLessThanOrEqual(10_000);
      expect(top + height).toBeLessThanOrEqual(10_000);
      expect(width * height).toBeGreaterThan(0);
    }
    // Reading order: the heading above the points, the words of a line left to right.
    const [heading, point] = text.lines;
    expect(heading?.[0]?.[1]).toBeLessThan(point?.[0]?.[1] ?? 0);
    expect(heading?.[0]?.[0]).toBeLessThan(heading?.[1]?.[0] ?? 0);
  });

  it('is cached for anonymous readers and answers 304 to a matching ETag', async () => {
    const address = `/api/decks/${deck.id}/pages/1/text?v=1`;
    const first = await call(t, 'GET', address);
    expect(first.headers['cache-control']).toMatch(/^public, /);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: address, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await call(t, 'GET', address, owner.cookie)).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for pages the deck does not have and decks nobody may see', async () => {
    expect((await call(t, 'GET', `/api/decks/${deck.id}/pages/3/text`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/decks/${deck.id}/pages/0/text`)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/decks/nosuchdeck/pages/1/text')).statusCode).toBe(404);
    await t.app.db.update(decks).set({ status: 'removed' }).where(eq(decks.id, deck.id));
    await t.app.hotReads.invalidate();
    expect((await call(t, 'GET', `/api/decks/${deck.id}/pages/2/text`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/decks/${deck.id}/pages/2/text`, owner.cookie)).statusCode).toBe(200);
    await t.app.db.update(decks).set({ status: 'ready' }).where(eq(decks.id, deck.id));
    await t.app.hotReads.invalidate();
  });

  it('offers no layer for a page rendered before words were kept', async () => {
    await t.app.db
      .update(deckPages)
      .set({ words: null })
      .where(and(eq(deckPages.deckId, deck.id), eq(deckPages.number, 1)));
    await t.app.hotReads.invalidate();
    const detail = (await call(t, 'GET', `/api/decks/${deck.id}`)).json<DeckDetail>();
    expect(detail.pages.map((page) => page.textLayer !== null)).toEqual([false, true]);
    const missing = await call(t, 'GET', `/api/decks/${deck.id}/pages/1/text`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(highlightMessages.pageTextMissing);
  });
});
