import {
  type DeckDetail,
  type PlaylistLevel,
  type PlaylistTree,
  peopleLimits,
  peopleMessages,
} from '@medshelf/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck } from '../../../test/decks.ts';
import { call, createLevel, readyDeck } from '../../../test/playlists.ts';
import { decks as deckTable, playlistItems } from '../../db/schema/index.ts';

describe('decks in playlists', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let uploader: Awaited<ReturnType<typeof signedInUser>>;
  let decks: DeckDetail[];

  const level = async (path: string) =>
    (await call(t, 'GET', `/api/playlists/level?path=${path}`, owner.cookie)).json<PlaylistLevel>();

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'collector');
    uploader = await signedInUser(t, 'uploader');
    decks = [
      await readyDeck(t, uploader, 'First deck'),
      await readyDeck(t, uploader, 'Second deck'),
      await readyDeck(t, uploader, 'Third deck'),
    ];
  });
  afterAll(() => t.close());

  it('adds ready decks of anyone at the end, once, and says which playlists hold a deck', async () => {
    const year = await createLevel(t, owner.cookie, 'Year one');
    const topic = await createLevel(t, owner.cookie, 'Topic', year.id);
    for (const deck of decks) {
      const added = await call(t, 'PUT', `/api/playlists/${topic.id}/items/${deck.id}`, owner.cookie);
      expect(added.json()).toEqual({ playlistIds: [topic.id] });
    }
    const again = await call(t, 'PUT', `/api/playlists/${topic.id}/items/${decks[0]?.id}`, owner.cookie);
    expect(again.statusCode).toBe(200);
    await call(t, 'PUT', `/api/playlists/${year.id}/items/${decks[0]?.id}`, owner.cookie);
    const holding = await call(t, 'GET', `/api/decks/${decks[0]?.id}/playlists`, owner.cookie);
    expect(new Set(holding.json<{ playlistIds: string[] }>().playlistIds)).toEqual(
      new Set([year.id, topic.id]),
    );

    const opened = await level('year-one/topic');
    expect(opened.items.map((item) => item.deck.title)).toEqual(['First deck', 'Second deck', 'Third deck']);
    expect(opened.playlist.itemCount).toBe(3);
    const tree = (await call(t, 'GET', '/api/playlists', owner.cookie)).json<PlaylistTree>();
    expect(tree.playlists[0]).toMatchObject({
      itemCount: 1,
      thumbnail: decks[0]?.thumbnail,
      children: [{ itemCount: 3, thumbnail: decks[0]?.thumbnail }],
    });
  });

  it('holds at most the limit of decks in one level', async () => {
    const full = await createLevel(t, owner.cookie, 'Full');
    // Copies of a ready deck, saved straight into the level: the limit is what is tested here.
    const [source] = await t.app.db
      .select()
      .from(deckTable)
      .where(eq(deckTable.id, decks[0]?.id ?? ''));
    if (!source) throw new Error('the deck is missing');
    const copies = Array.from({ length: peopleLimits.playlistMaxItems }, (_, index) => ({
      ...source,
      id: `bulk${index}`,
    }));
    await t.app.db.insert(deckTable).values(copies);
    await t.app.db
      .insert(playlistItems)
      .values(copies.map((copy, position) => ({ playlistId: full.id, deckId: copy.id, position })));
    const over = await call(t, 'PUT', `/api/playlists/${full.id}/items/${decks[1]?.id}`, owner.cookie);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(peopleMessages.playlistFull);
    const again = await call(t, 'PUT', `/api/playlists/${full.id}/items/bulk0`, owner.cookie);
    expect(again.statusCode).toBe(200);
    await call(t, 'DELETE', `/api/playlists/${full.id}`, owner.cookie);
    await t.app.db.delete(deckTable).where(like(deckTable.id, 'bulk%'));
  });

  it('refuses decks that are missing or not ready', async () => {
    const level = await createLevel(t, owner.cookie, 'Waiting');
    const missing = await call(t, 'PUT', `/api/playlists/${level.id}/items/nosuchdeck`, owner.cookie);
    expect(missing.statusCode).toBe(404);
    const queued = await uploadDeck(t, uploader.cookie, { bytes: await pdfDeck(1), name: 'q.pdf' });
    const queuedId = queued.json<DeckDetail>().id;
    const early = await call(t, 'PUT', `/api/playlists/${level.id}/items/${queuedId}`, owner.cookie);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe('This slide deck is not available.');
    expect((await call(t, 'GET', `/api/decks/${queuedId}/playlists`, owner.cookie)).statusCode).toBe(404);
  });

  it('reorders a level’s decks only with exactly its decks, and removes them', async () => {
    const topic = (await level('year-one/topic')).playlist;
    const [first, second, third] = decks.map((deck) => deck.id);
    const reorder = (deckIds: (string | undefined)[]) =>
      call(t, 'PUT', `/api/playlists/${topic.id}/items/order`, owner.cookie, { deckIds });
    expect((await reorder([third, first, second])).statusCode).toBe(204);
    expect((await level('year-one/topic')).items.map((item) => item.deck.id)).toEqual([third, first, second]);

    for (const wrong of [
      [third, first],
      [third, first, second, 'other'],
      [third, first, first],
    ]) {
      const response = await reorder(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'The new order must list every deck of this playlist exactly once.',
      );
    }

    const removed = await call(t, 'DELETE', `/api/playlists/${topic.id}/items/${first}`, owner.cookie);
    expect(removed.json<{ playlistIds: string[] }>().playlistIds).not.toContain(topic.id);
    const twice = await call(t, 'DELETE', `/api/playlists/${topic.id}/items/${first}`, owner.cookie);
    expect(twice.statusCode).toBe(200);
    expect((await level('year-one/topic')).items.map((item) => item.deck.id)).toEqual([third, second]);
  });

  it('keeps a deck being processed again out of sight, and back in its place once ready', async () => {
    const topic = (await level('year-one/topic')).playlist;
    const [, second, third] = decks.map((deck) => deck.id);
    // As when its uploader replaces the file: the deck is processed again.
    const setStatus = (status: 'processing' | 'ready') =>
      t.app.db
        .update(deckTable)
        .set({ status })
        .where(eq(deckTable.id, third ?? ''));
    await setStatus('processing');
    const during = await level('year-one/topic');
    expect(during.items.map((item) => item.deck.id)).toEqual([second]);
    expect(during.playlist.itemCount).toBe(1);
    // Only the decks shown are put in order; the hidden one keeps its turn after them.
    const reorder = await call(t, 'PUT', `/api/playlists/${topic.id}/items/order`, owner.cookie, {
      deckIds: [second],
    });
    expect(reorder.statusCode).toBe(204);
    await setStatus('ready');
    expect((await level('year-one/topic')).items.map((item) => item.deck.id)).toEqual([second, third]);
  });
});
