import { type SearchResults, searchLimits } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertUser, searchFor } from '../../../test/search-fixtures.ts';

/**
 * More matches than the count cap: counts say so, and the order stays exact whichever way the
 * search reads them (walking the popularity index, or the GIN index when a tier is small). With
 * three times the cap, ANALYZE's statistics alone show the word is that common (common-words.ts).
 */
describe('a word in more documents than the count cap', () => {
  let t: TestApp;
  const decks = 3 * searchLimits.countCap + 200;
  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'bulk_owner' });
    // Every deck has "fever" in its page text; every 50th also in its title; trending falls with n.
    // As daily views too, in the same statement: the hourly trending refresh (a scheduled job)
    // recomputes the same figures, and must never see the decks without their views.
    await t.app.db.execute(sql`
      with bulk as (
        insert into decks (id, owner_id, slug, title, description, category_id, sub_category_id, status,
          original_name, original_type, original_size, trending_views)
        select 'bulk' || n, ${owner}, 'deck', case when n % 50 = 0 then 'Fever chart ' || n else 'Notes ' || n end,
          '', c.id, s.id, 'processing', 'deck.pdf', 'pdf', 1000, ${decks} - n
        from generate_series(1, ${decks}) n, categories c join sub_categories s on s.category_id = c.id
        where c.slug = 'medicine' and s.slug = 'cardiology'
        returning id, trending_views
      )
      insert into deck_daily_views (deck_id, day, views) select id, current_date, trending_views from bulk`);
    await t.app.db.execute(sql`
      insert into deck_pages (deck_id, file_version, number, width, height, text)
      select 'bulk' || n, 1, 1, 1200, 675, 'Fever and rigors' from generate_series(1, ${decks}) n`);
    await t.app.db.execute(sql`update decks set status = 'ready' where id like 'bulk%'`);
    await t.app.db.execute(sql`analyze decks`);
  });
  afterAll(() => t.close());

  const titles = (results: SearchResults) =>
    results.items.map((item) => item.title.map((piece) => piece.text).join(''));

  it('caps the count and says so', async () => {
    const results = (await searchFor(t, { q: 'fever' })).json<SearchResults>();
    expect(results.counts.slides).toBe(searchLimits.countCap);
    expect(results.total).toBe(searchLimits.countCap);
    expect(results.countsCapped).toEqual(['slides']);
    expect((await searchFor(t, { q: 'chart' })).json<SearchResults>().countsCapped).toEqual([]);
  });

  it('ranks title matches first, each tier by popularity, across pages', async () => {
    const first = (await searchFor(t, { q: 'fever' })).json<SearchResults>();
    expect(titles(first)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Fever chart ${(index + 1) * 50}`),
    );
    const seventh = (await searchFor(t, { q: 'fever', page: 7 })).json<SearchResults>();
    // 64 title matches, then the page-text matches from the most popular down: 1, 2, 3, … (no 50s).
    expect(titles(seventh)).toEqual([
      'Fever chart 3050',
      'Fever chart 3100',
      'Fever chart 3150',
      'Fever chart 3200',
      'Notes 1',
      'Notes 2',
      'Notes 3',
      'Notes 4',
      'Notes 5',
      'Notes 6',
    ]);
    expect(seventh.items[4]?.pageNumber).toBe(1);
  });
});
