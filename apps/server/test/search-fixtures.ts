import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './build.ts';

const id = () => randomUUID().replaceAll('-', '').slice(0, 16);

/** A user row as sign-up leaves it (no password: these users only own things). */
export async function insertUser(
  t: TestApp,
  fields: { username: string | null; name?: string; disabled?: boolean; summary?: string; email?: string },
) {
  const userId = id();
  const email = fields.email ?? `${fields.username ?? userId}@example.com`.toLowerCase();
  await t.app.db.execute(sql`
    insert into users (id, name, email, email_verified, username, disabled)
    values (${userId}, ${fields.name ?? fields.username ?? 'Someone'}, ${email}, true, ${fields.username}, ${fields.disabled ?? false})`);
  if (fields.summary !== undefined) {
    await t.app.db.execute(
      sql`insert into profiles (user_id, summary) values (${userId}, ${fields.summary})`,
    );
  }
  return userId;
}

export interface DeckFixture {
  title: string;
  description?: string;
  tags?: string[];
  category?: string;
  subCategory?: string;
  pages?: string[];
  status?: 'queued' | 'processing' | 'ready' | 'failed';
  views?: number;
  trendingViews?: number;
  createdAt?: Date;
}

/**
 * A deck as processing leaves it, written the way processing writes it: the row first (queued),
 * then its pages with their text, then the status (so the search trigger indexes it as it would).
 */
export async function insertDeck(t: TestApp, ownerId: string, deck: DeckFixture): Promise<string> {
  const deckId = id();
  const db = t.app.db;
  const pages = deck.pages ?? [];
  // Trending counts the last 7 days of deck_daily_views, so the views go there too, in the same
  // statement: the hourly refresh (a scheduled job, which may run in the middle of a test) then
  // sees the deck with its views or not at all, never the row without them (it would zero them).
  await db.execute(sql`
    with deck as (
      insert into decks (id, owner_id, slug, title, description, category_id, sub_category_id, tags, status,
        page_count, original_name, original_type, original_size, views, trending_views, created_at)
      select ${deckId}, ${ownerId}, 'deck', ${deck.title}, ${deck.description ?? ''}, c.id, s.id,
        ${sql.param(deck.tags ?? [])}::text[], 'processing', ${pages.length}, 'deck.pdf', 'pdf', 1000,
        ${deck.views ?? 0}, ${deck.trendingViews ?? 0}, ${(deck.createdAt ?? new Date()).toISOString()}
      from categories c join sub_categories s on s.category_id = c.id
      where c.slug = ${deck.category ?? 'medicine'} and s.slug = ${deck.subCategory ?? 'cardiology'}
      returning id, trending_views
    )
    insert into deck_daily_views (deck_id, day, views)
    select id, current_date, trending_views from deck where trending_views > 0`);
  for (const [index, text] of pages.entries()) {
    await db.execute(sql`
      insert into deck_pages (deck_id, file_version, number, width, height, text)
      values (${deckId}, 1, ${index + 1}, 1200, 675, ${text})`);
  }
  await db.execute(
    sql`update decks set status = ${deck.status ?? 'ready'}, pages_done = ${pages.length} where id = ${deckId}`,
  );
  return deckId;
}

export interface BookFixture {
  title: string;
  authors?: string[];
  description?: string;
  subject?: string;
  category?: string | null;
  pages?: string[];
  status?: 'none' | 'queued' | 'processing' | 'ready' | 'failed';
  views?: number;
}

export async function insertBook(t: TestApp, book: BookFixture): Promise<string> {
  const bookId = id();
  const db = t.app.db;
  const pages = book.pages ?? [];
  const hasPdf = pages.length > 0 || (book.status !== undefined && book.status !== 'none');
  await db.execute(sql`
    insert into books (id, slug, title, authors, subject_slug, category_id, description, status, file_version,
      page_count, views, external_url)
    values (${bookId}, 'book', ${book.title}, ${sql.param(book.authors ?? [])}::text[], ${book.subject ?? 'basic-science'},
      (select id from categories where slug = ${book.category ?? null}), ${book.description ?? ''},
      ${hasPdf ? 'processing' : 'none'}, ${hasPdf ? 1 : 0}, ${pages.length}, ${book.views ?? 0},
      ${hasPdf ? null : 'https://example.com/book'})`);
  for (const [index, text] of pages.entries()) {
    await db.execute(sql`
      insert into book_pages (book_id, file_version, number, width, height, text)
      values (${bookId}, 1, ${index + 1}, 900, 1200, ${text})`);
  }
  if (hasPdf) await db.execute(sql`update books set status = ${book.status ?? 'ready'} where id = ${bookId}`);
  return bookId;
}

/** Searches as the web does; `cookie` signs the request in. */
export async function searchFor(t: TestApp, query: Record<string, string | number>, cookie?: string) {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  return t.app.inject({ method: 'GET', url: `/api/search?${params}`, headers: cookie ? { cookie } : {} });
}

export async function suggestFor(t: TestApp, q: string) {
  return t.app.inject({ method: 'GET', url: `/api/search/suggest?${new URLSearchParams({ q })}` });
}
