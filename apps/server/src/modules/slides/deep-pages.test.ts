import type { DeckList } from '@medshelf/shared';
import { requestMessages } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck, insertUser } from '../../../test/search-fixtures.ts';

const deckCount = 61;
const pageSize = 7;

/**
 * Deck lists page by keyset (decision 0029): by `page` number or by the `after` cursor of the page
 * before. Decks share their sort keys in large groups (same second, same trending views), where
 * an order that is not total would repeat or drop decks at page edges.
 */
describe('deck lists: deep pages by keyset', () => {
  let t: TestApp;
  let ownerId: string;
  const allIds: string[] = [];

  const list = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/decks?category=medicine&pageSize=${pageSize}&${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<DeckList>();
  };

  /** Every page by number, then by following `next`: the ids in the order seen. */
  const byNumber = async (sort: string) => {
    const first = await list(`sort=${sort}`);
    const pages = Math.ceil(first.total / pageSize);
    const ids = first.items.map((deck) => deck.id);
    for (let page = 2; page <= pages + 1; page += 1)
      ids.push(...(await list(`sort=${sort}&page=${page}`)).items.map((deck) => deck.id));
    return ids;
  };
  const byCursor = async (sort: string, between?: (page: number) => Promise<void>) => {
    let current = await list(`sort=${sort}`);
    const ids = current.items.map((deck) => deck.id);
    while (current.next) {
      await between?.(current.page);
      current = await list(`sort=${sort}&page=${current.page + 1}&after=${current.next}`);
      ids.push(...current.items.map((deck) => deck.id));
    }
    return ids;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ownerId = await insertUser(t, { username: 'deepowner' });
    const seconds = [0, 1, 2].map((n) => new Date(Date.UTC(2026, 0, 1, 12, 0, n)));
    for (let n = 0; n < deckCount; n += 1) {
      allIds.push(
        await insertDeck(t, ownerId, {
          title: `Deck ${n}`,
          createdAt: seconds[n % 3],
          trendingViews: n % 2,
        }),
      );
    }
  }, 120_000);
  afterAll(() => t.close());

  it.each(['newest', 'trending'])('gives every deck once, in order, paging by number (%s)', async (sort) => {
    const ids = await byNumber(sort);
    expect(ids).toHaveLength(deckCount);
    expect(new Set(ids)).toEqual(new Set(allIds));
  });

  it.each(['newest', 'trending'])('gives the same pages by cursor as by number (%s)', async (sort) => {
    expect(await byCursor(sort)).toEqual(await byNumber(sort));
  });

  it('neither repeats nor skips a deck when decks are added between pages', async () => {
    const added: string[] = [];
    const ids = await byCursor('newest', async (page) => {
      // One ahead of every page read so far, and one tied with the decks still to come.
      added.push(await insertDeck(t, ownerId, { title: `Added before ${page}`, createdAt: new Date() }));
      added.push(
        await insertDeck(t, ownerId, {
          title: `Tied ${page}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, 0)),
        }),
      );
      // As an upload through the app would (these rows bypass it), so the shared total and page
      // ends are read again: with a total from before, the last pages ended early.
      await t.app.hotReads.invalidate();
    });
    const original = ids.filter((id) => !added.includes(id));
    expect(original).toHaveLength(deckCount);
    expect(new Set(original)).toEqual(new Set(allIds));
    expect(new Set(ids).size).toBe(ids.length);
    await t.app.db.execute(sql`delete from decks where title like 'Added before %' or title like 'Tied %'`);
  });

  it('answers a page past the end with no decks, and a forged cursor with 400', async () => {
    expect((await list('page=400')).items).toEqual([]);
    const cursor = (position: string[]) => Buffer.from(JSON.stringify(position)).toString('base64url');
    const forged = [
      ['newest', cursor(['yesterday', 'x'])],
      ['newest', cursor(['2026-02-30 12:00:00+00', 'x'])],
      ['newest', cursor(['2026-02-01 12:00:00+99', 'x'])],
      ['trending', cursor(['99999999999', '2026-02-01 12:00:00+00', 'x'])],
      ['newest', 'not-a-cursor'],
    ];
    for (const [sort, after] of forged) {
      const response = await t.app.inject({
        url: `/api/decks?category=medicine&sort=${sort}&page=2&after=${after}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message: requestMessages.badCursor } });
    }
  });
});
