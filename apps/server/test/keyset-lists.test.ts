import { randomUUID } from 'node:crypto';
import { requestMessages } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts.ts';
import { buildTestApp, type TestApp } from './build.ts';
import { editorUser } from './library/editor.ts';
import { insertBook, insertDeck, insertUser } from './search-fixtures.ts';

const rowCount = 17;
const pageSize = 5;
/**
 * Rows share their sort keys in three groups (one second each; three titles), as at page edges.
 * A day before the run, not a fixed date: the hourly pruning of notifications (a scheduled job,
 * which may run in the middle of a test) deletes unread ones older than 90 days.
 */
const dayBefore = Math.floor(Date.now() / 1000) * 1000 - 24 * 60 * 60_000;
const tiedAt = (n: number) => new Date(dayBefore + (n % 3) * 1000);
const tiedTitle = (n: number) => `Title ${n % 3}`;
const id = () => randomUUID().replaceAll('-', '').slice(0, 16);

interface Page {
  items: { id: string }[];
  page: number;
  total: number;
  next?: string | null;
}

/**
 * A list that pages by keyset (decision 0029): its address, who may read it, and how to add one
 * row at a sort position (`at` for lists by time, `title` for lists by name); `add` answers the id
 * the list shows for that row.
 */
interface ListCase {
  name: string;
  url: string;
  cookie?: () => string;
  add: (n: number, at: Date) => Promise<string>;
}

let t: TestApp;
let member: { id: string; cookie: string };
let editor: { cookie: string };
let ownerId: string;
/** A ready deck of one page, which the owner's public clips, highlights and comments point to. */
let clippedDeckId: string;

const db = () => t.app.db;

async function addBook(n: number, at: Date, subject: string, status: 'none' | 'failed' = 'none') {
  const bookId = await insertBook(t, { title: tiedTitle(n), subject, status });
  await db().execute(sql`update books set created_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
    where id = ${bookId}`);
  return bookId;
}

async function addFollow(n: number, at: Date, side: 'followers' | 'following') {
  const other = await insertUser(t, { username: `person${n}x${id().slice(0, 6)}` });
  const [follower, followee] = side === 'followers' ? [other, ownerId] : [ownerId, other];
  await db().execute(sql`insert into follows (follower_id, followee_id, created_at)
    values (${follower}, ${followee}, ${at.toISOString()})`);
  return other;
}

const cases: ListCase[] = [
  {
    name: 'books, newest',
    url: '/api/books?subject=basic-science&sort=newest',
    add: (n, at) => addBook(n, at, 'basic-science'),
  },
  {
    name: 'books, by title',
    url: '/api/books?subject=clinical-science&sort=title',
    add: (n, at) => addBook(n, at, 'clinical-science'),
  },
  {
    name: "the editor's books",
    url: '/api/editor/books?status=failed',
    cookie: () => editor.cookie,
    add: (n, at) => addBook(n, at, 'dental', 'failed'),
  },
  {
    name: 'articles',
    url: '/api/feed-items?kind=article',
    add: async (n, at) => {
      const itemId = id();
      await db().execute(sql`insert into feed_items (id, feed_id, kind, key, slug, title, link, published_at)
        values (${itemId}, 'keyset-feed', 'article', ${itemId}, ${`item-${n}`}, ${tiedTitle(n)},
          ${`https://a.example/${itemId}`}, ${at.toISOString()})`);
      return itemId;
    },
  },
  {
    name: 'journals',
    url: '/api/journals?subject=all',
    add: async (n) => {
      const journalId = id();
      await db().execute(sql`insert into journals (id, slug, name, subject_slug)
        values (${journalId}, ${`journal-${journalId}`}, ${tiedTitle(n)}, 'basic-science')`);
      return journalId;
    },
  },
  {
    name: "a profile's uploads",
    url: '/api/people/keysetowner/uploads?',
    add: (n, at) => insertDeck(t, ownerId, { title: tiedTitle(n), createdAt: at }),
  },
  {
    name: "a profile's liked decks",
    url: '/api/people/keysetowner/liked?',
    add: async (n, at) => {
      const deckId = await insertDeck(t, member.id, { title: tiedTitle(n) });
      await db().execute(sql`insert into deck_likes (deck_id, user_id, created_at)
        values (${deckId}, ${ownerId}, ${at.toISOString()})`);
      return deckId;
    },
  },
  {
    name: 'followers',
    url: '/api/people/keysetowner/followers?',
    add: (n, at) => addFollow(n, at, 'followers'),
  },
  {
    name: 'following',
    url: '/api/people/keysetowner/following?',
    add: (n, at) => addFollow(n, at, 'following'),
  },
  {
    name: "a member's public clips",
    url: '/api/people/keysetowner/clips?',
    add: async (n, at) => {
      const clipId = id();
      await db().execute(sql`insert into clips (id, user_id, deck_id, page_number, note, is_public, created_at)
        values (${clipId}, ${ownerId}, ${clippedDeckId}, 1, ${tiedTitle(n)}, true, ${at.toISOString()})`);
      return clipId;
    },
  },
  {
    name: "a member's public highlights",
    url: '/api/people/keysetowner/highlights?',
    add: async (n, at) => {
      const highlightId = id();
      await db().execute(sql`insert into highlights
          (id, user_id, deck_id, file_version, page_number, start, "end", quote, is_public, created_at)
        values (${highlightId}, ${ownerId}, ${clippedDeckId}, 1, 1, 0, 1, ${tiedTitle(n)}, true, ${at.toISOString()})`);
      return highlightId;
    },
  },
  {
    name: "a deck's comments",
    url: '/api/decks/{deck}/comments?',
    add: async (n, at) => {
      const commentId = id();
      await db().execute(sql`insert into deck_comments (id, deck_id, author_id, body, created_at)
        values (${commentId}, ${clippedDeckId}, ${ownerId}, ${tiedTitle(n)}, ${at.toISOString()})`);
      return commentId;
    },
  },
  {
    name: 'notifications',
    url: '/api/notifications?',
    cookie: () => member.cookie,
    add: async (n, at) => {
      const notificationId = id();
      await db().execute(sql`insert into notifications (id, user_id, kind, dedupe_key, created_at)
        values (${notificationId}, ${member.id}, 'new-follower', ${`keyset:${n}:${notificationId}`}, ${at.toISOString()})`);
      return notificationId;
    },
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInUser(t, 'keysetmember');
  editor = await editorUser(t, 'keyseteditor');
  ownerId = await insertUser(t, { username: 'keysetowner' });
  clippedDeckId = await insertDeck(t, member.id, { title: 'Clipped', pages: ['Words on page one'] });
  await db().execute(sql`insert into feeds (id, url, kind, source_name, source_slug)
    values ('keyset-feed', 'https://a.example/rss', 'article', 'Keyset Reviews', 'keyset-reviews')`);
}, 120_000);
afterAll(() => t.close());

describe.each(cases)('$name: pages by keyset', (list) => {
  const seeded: string[] = [];

  const url = () => list.url.replace('{deck}', clippedDeckId);
  const read = async (query: string) => {
    const cookie = list.cookie?.();
    const response = await t.app.inject({
      url: `${url()}&pageSize=${pageSize}&${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const byNumber = async () => {
    const first = await read('page=1');
    const ids = first.items.map((item) => item.id);
    for (let page = 2; page <= Math.ceil(first.total / pageSize) + 1; page += 1)
      ids.push(...(await read(`page=${page}`)).items.map((item) => item.id));
    return ids;
  };
  const byCursor = async (between?: (page: number) => Promise<void>) => {
    let current = await read('page=1');
    const ids = current.items.map((item) => item.id);
    while (current.next) {
      await between?.(current.page);
      current = await read(`page=${current.page + 1}&after=${current.next}`);
      ids.push(...current.items.map((item) => item.id));
    }
    return ids;
  };

  beforeAll(async () => {
    for (let n = 0; n < rowCount; n += 1) seeded.push(await list.add(n, tiedAt(n)));
  }, 60_000);

  it('gives every row once by typed page numbers, and the same pages by cursor', async () => {
    const ids = await byNumber();
    expect(ids).toHaveLength(rowCount);
    expect(new Set(ids)).toEqual(new Set(seeded));
    expect(await byCursor()).toEqual(ids);
  });

  it('neither repeats nor skips a row when rows are added between pages', async () => {
    const added: string[] = [];
    const ids = await byCursor(async (page) => {
      // One ahead of every page read so far, one tied with the rows still to come.
      added.push(await list.add(1000 + page, new Date()));
      added.push(await list.add(2000 + page, tiedAt(0)));
      // As a write through the app would, so the shared totals and page ends are read again.
      await t.app.hotReads.invalidate();
    });
    const original = ids.filter((rowId) => !added.includes(rowId));
    expect(original).toHaveLength(rowCount);
    expect(new Set(original)).toEqual(new Set(seeded));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts page 1 at the start even with a cursor left in the address', async () => {
    const first = await read('page=1');
    const second = await read(`page=2&after=${first.next}`);
    const restarted = await read(`page=1&after=${second.next ?? first.next}`);
    expect(restarted.items).toEqual(first.items);
  });

  it('answers a page past the end with no rows, and a forged cursor with 400', async () => {
    expect((await read('page=400')).items).toEqual([]);
    // Not the text of each sort key (lists by title take any text, so a number here).
    const forged = Buffer.from(JSON.stringify([12, 'x'])).toString('base64url');
    for (const after of [forged, 'not-a-cursor']) {
      const cookie = list.cookie?.();
      const response = await t.app.inject({
        url: `${url()}&page=2&after=${after}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message: requestMessages.badCursor } });
    }
  });
});
