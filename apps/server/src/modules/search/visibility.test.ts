import type { SearchResults } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertBook, insertDeck, insertUser, searchFor, suggestFor } from '../../../test/search-fixtures.ts';

const found = async (t: TestApp, q: string, type = 'slides') => {
  const results = (await searchFor(t, { q, type })).json<SearchResults>();
  return { ids: results.items.map((item) => item.id), count: results.counts[type as 'slides'] };
};

describe('what search never shows, and how fast changes show', () => {
  let t: TestApp;
  let owner: { id: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'uploader');
  });
  afterAll(() => t.close());

  it('shows only ready decks, to everyone including their owner', async () => {
    const ready = await insertDeck(t, owner.id, { title: 'Leprosy ready', pages: ['leprosy'] });
    for (const status of ['queued', 'processing', 'failed'] as const) {
      await insertDeck(t, owner.id, { title: `Leprosy ${status}`, pages: ['leprosy'], status });
    }
    expect(await found(t, 'leprosy')).toEqual({ ids: [ready], count: 1 });
    const asOwner = (await searchFor(t, { q: 'leprosy' }, owner.cookie)).json<SearchResults>();
    expect(asOwner.items.map((item) => item.id)).toEqual([ready]);
    const suggestions = (await suggestFor(t, 'lepros')).json<{ items: { label: { text: string }[] }[] }>();
    expect(suggestions.items.map((item) => item.label.map((piece) => piece.text).join(''))).toEqual([
      'Leprosy ready',
    ]);
  });

  it('reflects an edit and a deletion through the API at once', async () => {
    const id = await insertDeck(t, owner.id, { title: 'Rickets', pages: ['vitamin D'] });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/decks/${id}`,
      headers: { cookie: owner.cookie, origin: t.config.publicUrl },
      payload: { title: 'Osteomalacia', tags: ['bones'] },
    });
    expect(patch.statusCode).toBe(200);
    expect((await found(t, 'rickets')).ids).toEqual([]);
    expect((await found(t, 'osteomalacia')).ids).toEqual([id]);
    expect((await found(t, 'bones')).ids).toEqual([id]);
    // The page text survives an edit of the metadata.
    expect((await found(t, 'vitamin')).ids).toEqual([id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/decks/${id}`,
      headers: { cookie: owner.cookie, origin: t.config.publicUrl },
    });
    expect(removed.statusCode).toBe(204);
    expect(await found(t, 'osteomalacia')).toEqual({ ids: [], count: 0 });
  });

  it('drops a deck whose file is being replaced until the new file is processed', async () => {
    const id = await insertDeck(t, owner.id, { title: 'Scurvy', pages: ['collagen'] });
    await t.app.db.execute(sql`update decks set status = 'queued', file_version = 2 where id = ${id}`);
    expect((await found(t, 'collagen')).ids).toEqual([]);
    await t.app.db.execute(sql`
      insert into deck_pages (deck_id, file_version, number, width, height, text)
      values (${id}, 2, 1, 1200, 675, 'hydroxyproline')`);
    await t.app.db.execute(sql`update decks set status = 'ready' where id = ${id}`);
    expect((await found(t, 'collagen')).ids).toEqual([]);
    expect((await found(t, 'hydroxyproline')).ids).toEqual([id]);
  });

  it('shows books that are links or processed, never one being processed or failed', async () => {
    const link = await insertBook(t, { title: 'Yaws handbook' });
    const processed = await insertBook(t, { title: 'Yaws atlas', pages: ['yaws lesions'] });
    await insertBook(t, { title: 'Yaws in progress', pages: ['yaws'], status: 'processing' });
    await insertBook(t, { title: 'Yaws failed', pages: ['yaws'], status: 'failed' });
    const { ids } = await found(t, 'yaws', 'books');
    expect(ids.sort()).toEqual([link, processed].sort());
  });

  it('lists people with a username who are not disabled', async () => {
    const shown = await insertUser(t, { username: 'zubin_m', name: 'Zubin Mehta' });
    await insertUser(t, { username: 'zubin_x', name: 'Zubin Disabled', disabled: true });
    await insertUser(t, { username: null, name: 'Zubin Without Username' });
    expect(await found(t, 'zubin', 'people')).toEqual({ ids: [shown], count: 1 });
    const suggestions = (await suggestFor(t, 'zubin')).json<{ items: { detail: string }[] }>();
    expect(suggestions.items.map((item) => item.detail)).toEqual(['@zubin_m']);
  });

  it('finds people by their summary, and hides a user once disabled', async () => {
    const id = await insertUser(t, { username: 'histo_h', name: 'Hira', summary: 'I teach histopathology' });
    expect((await found(t, 'histopathology', 'people')).ids).toEqual([id]);
    await t.app.db.execute(sql`update users set disabled = true where id = ${id}`);
    // What `npm run admin -- disable` announces to the running servers.
    await t.app.hotReads.invalidate();
    expect((await found(t, 'histopathology', 'people')).ids).toEqual([]);
  });
});
