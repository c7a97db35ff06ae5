import type { DeckDetail, NotificationList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall } from '../../../test/reports.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';

type Member = Awaited<ReturnType<typeof signedInUser>>;

describe('what members are notified of (GET /api/notifications)', () => {
  let t: TestApp;
  let uploader: Member;
  let follower: Member;
  let stranger: Member;

  const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const notifications = async (member: Member) => {
    const response = await t.app.inject({ url: '/api/notifications', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationList>();
  };
  const kinds = async (member: Member) => (await notifications(member)).items.map((item) => item.kind);

  beforeAll(async () => {
    t = await buildTestApp();
    uploader = await signedInUser(t, 'notified_uploader');
    follower = await signedInUser(t, 'notified_follower');
    stranger = await signedInUser(t, 'notified_stranger');
  });
  afterAll(() => t.close());

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject('/api/notifications')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });

  it('tells a member who started following them, once however often they follow again', async () => {
    expect((await send('PUT', '/api/people/notified_uploader/follow', follower.cookie)).statusCode).toBe(200);
    await send('DELETE', '/api/people/notified_uploader/follow', follower.cookie);
    await send('PUT', '/api/people/notified_uploader/follow', follower.cookie);
    const list = await notifications(uploader);
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: 'new-follower',
        read: false,
        deck: null,
        actor: expect.objectContaining({ id: follower.id, username: 'notified_follower' }),
      }),
    ]);
  });

  it('tells the uploader their deck is ready, and their followers that it is there to read', async () => {
    const upload = await uploadDeck(t, uploader.cookie, { bytes: await pdfDeck(1), name: 'heart.pdf' });
    const deck = upload.json<DeckDetail>();
    expect(await waitForDeck(t, uploader.id, deck.id)).toMatchObject({ status: 'ready' });
    await vi.waitFor(async () => expect(await kinds(follower)).toEqual(['followed-upload']));

    const [ready] = (await notifications(uploader)).items;
    expect(ready).toMatchObject({
      kind: 'deck-ready',
      actor: null,
      deck: { id: deck.id, title: deck.title, categorySlug: deck.category.slug },
    });
    const [news] = (await notifications(follower)).items;
    expect(news).toMatchObject({
      kind: 'followed-upload',
      actor: { id: uploader.id },
      deck: { id: deck.id, subCategorySlug: deck.subCategory.slug },
    });
    // Not to a member who does not follow the uploader.
    expect(await kinds(stranger)).toEqual([]);
  });

  it('tells the uploader when processing failed', async () => {
    // A deck whose file is missing from storage fails in the processing job, as a broken file would.
    const deckId = await insertDeck(t, uploader.id, { title: 'Lost file', status: 'processing' });
    await t.app.jobs.send('deck.process', { deckId, fileVersion: 1 });
    await vi.waitFor(async () => expect((await kinds(uploader))[0]).toBe('deck-failed'), { timeout: 20_000 });
    // A failed deck is nobody else's news.
    expect(await kinds(follower)).toEqual(['followed-upload']);
  });

  it('tells the uploader of likes and comments by others, not of their own', async () => {
    const deckId = await insertDeck(t, uploader.id, { title: 'Renal physiology' });
    await send('PUT', `/api/decks/${deckId}/like`, stranger.cookie);
    await send('DELETE', `/api/decks/${deckId}/like`, stranger.cookie);
    await send('PUT', `/api/decks/${deckId}/like`, stranger.cookie);
    await send('PUT', `/api/decks/${deckId}/like`, uploader.cookie);
    expect(
      (await send('POST', `/api/decks/${deckId}/comments`, stranger.cookie, { body: 'Clear!' })).statusCode,
    ).toBe(201);
    await send('POST', `/api/decks/${deckId}/comments`, uploader.cookie, { body: 'Thanks' });

    const items = (await notifications(uploader)).items.filter((item) => item.deck?.id === deckId);
    expect(items.map((item) => [item.kind, item.actor?.id])).toEqual([
      ['deck-commented', stranger.id],
      ['deck-liked', stranger.id],
    ]);
  });

  it('tells the uploader when the editors took their deck down', async () => {
    const editor = await editorUser(t, 'notified_editor');
    const deckId = await insertDeck(t, uploader.id, { title: 'Copied atlas' });
    await send('POST', `/api/decks/${deckId}/reports`, stranger.cookie, { reason: 'copyright' });
    const taken = await editorCall(t, 'POST', `/api/editor/reports/${deckId}/take-down`, editor.cookie, {
      note: 'Copied',
    });
    expect(taken.statusCode).toBe(200);
    const [latest] = (await notifications(uploader)).items;
    expect(latest).toMatchObject({ kind: 'deck-removed', actor: null, deck: { id: deckId } });
  });

  it('marks one read, then all, and keeps each member to their own', async () => {
    const before = await notifications(uploader);
    expect(before.unread).toBe(before.total);
    const [first] = before.items;
    if (!first) throw new Error('no notification');

    expect((await send('POST', `/api/notifications/${first.id}/read`, stranger.cookie)).statusCode).toBe(404);
    const one = await send('POST', `/api/notifications/${first.id}/read`, uploader.cookie);
    expect(one.json()).toEqual({ unread: before.unread - 1 });
    expect((await notifications(uploader)).items[0]).toMatchObject({ id: first.id, read: true });

    expect((await send('POST', '/api/notifications/read-all', uploader.cookie)).json()).toEqual({
      unread: 0,
    });
    const after = await notifications(uploader);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect((await notifications(follower)).unread).toBe(1);
  });

  it('pages the newest first', async () => {
    const page = await t.app.inject({
      url: '/api/notifications?page=2&pageSize=2',
      headers: { cookie: uploader.cookie },
    });
    const all = await notifications(uploader);
    expect(page.json<NotificationList>()).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page.json<NotificationList>().items.map((item) => item.id)).toEqual(
      all.items.slice(2, 4).map((item) => item.id),
    );
  });
});
