import {
  type DeckDetail,
  type DeckList,
  deckMessages,
  type OwnDeck,
  type ReportedDeckList,
  type SearchResults,
} from '@medshelf/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart, pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall, reportDeck } from '../../../test/reports.ts';
import { insertDeck, searchFor } from '../../../test/search-fixtures.ts';
import { decks } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  findDeck,
  markDeckRemoved,
  processDeck,
  recoverStalledDecks,
  slidesContext,
} from '../slides/index.ts';

describe('taking a reported deck down', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;
  let kept: string;
  const note = 'Copied from a textbook without permission.';

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const ids = (response: { json<T>(): T }) => response.json<DeckList>().items.map((item) => item.id);

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'takedowneditor');
    owner = await signedInUser(t, 'takedownowner');
    reader = await signedInUser(t, 'takedownreader');
    const uploaded = await uploadDeck(t, owner.cookie, {
      bytes: await pdfDeck(2, 'Pheochromocytoma'),
      name: 'p.pdf',
    });
    await waitForDeck(t, owner.id, uploaded.json<DeckDetail>().id);
    deck = (await get(`/api/decks/${uploaded.json<DeckDetail>().id}`)).json<DeckDetail>();
    kept = await insertDeck(t, owner.id, { title: 'Pheochromocytoma revision', pages: ['pheochromocytoma'] });
    await reportDeck(t, deck.id, { reason: 'copyright', details: 'My slides' }, reader.cookie);
    await reportDeck(t, deck.id, { reason: 'spam' });
  });
  afterAll(() => t.close());

  it('is public before', async () => {
    expect(ids(await get('/api/decks?category=medicine'))).toContain(deck.id);
    expect(
      (await searchFor(t, { q: 'pheochromocytoma', type: 'slides' })).json<SearchResults>().counts.slides,
    ).toBe(2);
  });

  it('removes the deck with a note and resolves its open reports', async () => {
    const response = await editorCall(t, 'POST', `/api/editor/reports/${deck.id}/take-down`, editor.cookie, {
      note,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deckId: deck.id, status: 'removed', resolved: 2 });
    const queue = await editorCall(t, 'GET', '/api/editor/reports', editor.cookie);
    expect(queue.json<ReportedDeckList>().total).toBe(0);
    const tooLong = await editorCall(t, 'POST', `/api/editor/reports/${kept}/take-down`, editor.cookie, {
      note: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await findDeck(t.app.db, kept))?.status).toBe('ready');
  });

  it('is gone at once for everyone but its owner', async () => {
    for (const cookie of [undefined, reader.cookie, editor.cookie]) {
      expect((await get(`/api/decks/${deck.id}`, cookie)).statusCode).toBe(404);
      expect((await get(`/api/decks/${deck.id}/original`, cookie)).statusCode).toBe(404);
    }
    expect(ids(await get('/api/decks?category=medicine'))).toEqual([kept]);
    expect(ids(await get('/api/decks?subCategory=cardiology&sort=trending'))).toEqual([kept]);
    const overview = await get('/api/slides/overview');
    expect(JSON.stringify(overview.json())).not.toContain(deck.id);
    const uploads = await get('/api/people/takedownowner/uploads');
    expect(JSON.stringify(uploads.json())).not.toContain(deck.id);
    const search = (await searchFor(t, { q: 'pheochromocytoma', type: 'slides' })).json<SearchResults>();
    expect(search.items.map((item) => item.id)).toEqual([kept]);
    expect(search.counts.slides).toBe(1);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(kept);
    expect(sitemap.body).not.toContain(deck.id);
    // The deck's page answers 404 (the app shows its not-found page), and its images are not served.
    expect((await get(`/slidedetails/${deck.id}/medicine/cardiology`)).statusCode).toBe(404);
    expect(deck.pages[0]?.thumb).toBeTruthy();
    expect((await get(deck.pages[0]?.thumb ?? '')).statusCode).toBe(404);
  });

  it('stays with its owner, marked removed, who can delete it but not edit it back', async () => {
    const mine = (await get('/api/decks/mine', owner.cookie)).json<{ items: OwnDeck[] }>().items;
    const removed = mine.find((item) => item.id === deck.id);
    expect(removed).toMatchObject({ status: 'removed', removal: { note }, thumbnail: null });
    expect(mine.find((item) => item.id === kept)?.removal).toBeNull();
    const own = await get(`/api/decks/${deck.id}`, owner.cookie);
    expect(own.json<DeckDetail>()).toMatchObject({ status: 'removed', removal: { note }, pages: [] });

    const headers = { cookie: owner.cookie, origin: t.config.publicUrl };
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/decks/${deck.id}`,
      headers,
      payload: { title: 'Back again' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ error: { code: 'conflict', message: deckMessages.removedCannotChange } });
    const body = await multipart({}, { bytes: await pdfDeck(1), name: 'new.pdf' });
    const replace = await t.app.inject({
      method: 'PUT',
      url: `/api/decks/${deck.id}/file`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(replace.statusCode).toBe(409);
    expect((await findDeck(t.app.db, deck.id))?.status).toBe('removed');
  });

  it('cannot be flipped back to ready by processing or stall recovery', async () => {
    const uploaded = await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1, 'Racing'), name: 'r.pdf' });
    const racingId = uploaded.json<DeckDetail>().id;
    await waitForDeck(t, owner.id, racingId);
    // Reprocessing already under way when the editors act: it has read the deck, then the take-down lands.
    await t.app.db.update(decks).set({ status: 'queued' }).where(eq(decks.id, racingId));
    const real = t.app.storage;
    const racing = new Proxy(real, {
      get(target, property) {
        if (property === 'get') {
          return async (key: string) => {
            await markDeckRemoved(t.app.db, racingId, '');
            return target.get(key);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) satisfies Storage;
    const attempt = { id: 'test', retryCount: 0, retryLimit: 3 };
    await processDeck(
      { ...slidesContext(t.app), storage: racing },
      { deckId: racingId, fileVersion: 1 },
      attempt,
    );
    expect((await findDeck(t.app.db, racingId))?.status).toBe('removed');

    // A job that starts after the take-down does nothing; stall recovery does not restart it.
    await processDeck(slidesContext(t.app), { deckId: deck.id, fileVersion: 1 }, attempt);
    expect((await findDeck(t.app.db, deck.id))?.status).toBe('removed');
    await t.app.db.execute(sql`update decks set updated_at = now() - interval '1 hour'`);
    expect(await recoverStalledDecks(slidesContext(t.app), 60)).toBe(0);
  });

  it('can be deleted by its owner', async () => {
    const headers = { cookie: owner.cookie, origin: t.config.publicUrl };
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/decks/${deck.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(await findDeck(t.app.db, deck.id)).toBeUndefined();
    const gone = await editorCall(t, 'POST', `/api/editor/reports/${deck.id}/take-down`, editor.cookie);
    expect(gone.statusCode).toBe(404);
  });
});
