import type { CommentList, DeckComment, DeckDetail, DeckList, LikeState } from '@medshelf/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { deckDailyViews, decks } from '../../db/schema/index.ts';
import { refreshTrending } from './repository.ts';

describe('likes, comments, views and reports', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let deckId: string;
  const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'socialowner');
    reader = await signedInUser(t, 'socialreader');
    deckId = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'a.pdf' })
    ).json<DeckDetail>().id;
    await waitForDeck(t, owner.id, deckId);
  });
  afterAll(() => t.close());

  it('likes toggle, count once per user, and need a sign-in', async () => {
    expect((await send('PUT', `/api/decks/${deckId}/like`)).statusCode).toBe(401);
    expect((await send('PUT', `/api/decks/${deckId}/like`, reader.cookie)).json<LikeState>()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await send('PUT', `/api/decks/${deckId}/like`, reader.cookie)).json<LikeState>().likes).toBe(1);
    expect((await send('PUT', `/api/decks/${deckId}/like`, owner.cookie)).json<LikeState>().likes).toBe(2);
    const seen = await t.app.inject({ url: `/api/decks/${deckId}`, headers: { cookie: reader.cookie } });
    expect(seen.json<DeckDetail>()).toMatchObject({ likes: 2, viewer: { liked: true, isOwner: false } });
    expect((await send('DELETE', `/api/decks/${deckId}/like`, reader.cookie)).json<LikeState>()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await send('DELETE', `/api/decks/${deckId}/like`, reader.cookie)).json<LikeState>().likes).toBe(
      1,
    );
  });

  it('counts a view once per visitor per day', async () => {
    const first = await send('POST', `/api/decks/${deckId}/views`);
    expect(first.json()).toEqual({ views: 1 });
    const visitor = first.cookies.find((cookie) => cookie.name === 'medshelf_visitor');
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const again = await send('POST', `/api/decks/${deckId}/views`, `medshelf_visitor=${visitor?.value}`);
    expect(again.json()).toEqual({ views: 1 });
    expect((await send('POST', `/api/decks/${deckId}/views`, reader.cookie)).json()).toEqual({ views: 2 });
    expect((await send('POST', `/api/decks/${deckId}/views`, reader.cookie)).json()).toEqual({ views: 2 });
    const trending = (await t.app.inject({ url: '/api/decks?sort=trending' })).json<DeckList>();
    expect(trending.items[0]).toMatchObject({ id: deckId, views: 2 });
  });

  it('lets days older than a week fall out of trending', async () => {
    await t.app.db.insert(deckDailyViews).values({ deckId, day: sql`current_date - 8`, views: 50 });
    await t.app.db.update(decks).set({ trendingViews: 99 }).where(eq(decks.id, deckId));
    await refreshTrending(t.app.db);
    const [row] = await t.app.db
      .select({ recent: decks.trendingViews })
      .from(decks)
      .where(eq(decks.id, deckId));
    // The two views counted today in the test above; the 50 of eight days ago no longer count.
    expect(row?.recent).toBe(2);
  });

  it('comments: anyone reads, signed-in users write, authors delete their own', async () => {
    expect((await send('POST', `/api/decks/${deckId}/comments`, undefined, { body: 'hi' })).statusCode).toBe(
      401,
    );
    const empty = await send('POST', `/api/decks/${deckId}/comments`, reader.cookie, { body: '   ' });
    expect(empty.json().error.details).toEqual([{ path: 'body', message: 'Write a comment first' }]);
    const posted = await send('POST', `/api/decks/${deckId}/comments`, reader.cookie, {
      body: 'Very clear, thanks!',
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json<DeckComment>();
    expect(comment).toMatchObject({
      body: 'Very clear, thanks!',
      mine: true,
      author: { username: 'socialreader' },
    });
    const list = (await t.app.inject({ url: `/api/decks/${deckId}/comments` })).json<CommentList>();
    expect(list).toMatchObject({ total: 1, items: [{ id: comment.id, mine: false }] });
    expect(JSON.stringify(list)).not.toContain('@example.com');
    const notYours = await send('DELETE', `/api/decks/${deckId}/comments/${comment.id}`, owner.cookie);
    expect(notYours.statusCode).toBe(403);
    expect(
      (await send('DELETE', `/api/decks/${deckId}/comments/${comment.id}`, reader.cookie)).statusCode,
    ).toBe(204);
    const after = (await t.app.inject({ url: `/api/decks/${deckId}` })).json<DeckDetail>();
    expect(after.commentCount).toBe(0);
  });

  it('takes reports from anyone, with a reason', async () => {
    const bad = await send('POST', `/api/decks/${deckId}/reports`, undefined, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    const ok = await send('POST', `/api/decks/${deckId}/reports`, undefined, {
      reason: 'copyright',
      details: 'This is my textbook',
    });
    expect(ok.statusCode).toBe(201);
  });
});
