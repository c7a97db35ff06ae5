import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';
import { inOrder } from '../in-order.ts';
import type { QueryPlan } from '../query-plan.ts';
import { bookSource, deckSource } from '../sources.ts';
import { compileQueries, topIds, useScans } from './ranking.ts';

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Titles of decks and books (the most popular first), journals and people. */
export async function titleSuggestions(db: Executor, plan: QueryPlan, people: number) {
  const q = compileQueries(plan).all;
  const title = (alias: string) => sql`${sql.raw(alias)}.search_title @@ ${q}`;
  const deckIds = await topIds(
    db,
    deckSource,
    { base: deckSource.visible, match: title('d'), heavy: false },
    12,
  );
  const bookIds = await topIds(
    db,
    bookSource,
    { base: bookSource.visible, match: title('b'), heavy: false },
    6,
  );
  const decks = deckIds.length
    ? await rowsOf(
        db,
        sql`
          select d.id, d.title, c.slug as category_slug, s.slug as sub_category_slug, s.name as sub_category_name
          from decks d join categories c on c.id = d.category_id join sub_categories s on s.id = d.sub_category_id
          where d.id in (${idList(deckIds)})`,
        deckTitle,
      )
    : [];
  const books = bookIds.length
    ? await rowsOf(
        db,
        sql`select b.id, b.title, b.authors from books b where b.id in (${idList(bookIds)})`,
        z.object({ id: z.string(), title: z.string(), authors: z.array(z.string()) }),
      )
    : [];
  await useScans(db, 'bitmap');
  const journals = await rowsOf(
    db,
    sql`
      select j.slug, j.name, j.publisher from journals j where j.search_title @@ ${q}
      order by lower(j.name), j.id limit 2`,
    z.object({ slug: z.string(), name: z.string(), publisher: z.string() }),
  );
  const members = await rowsOf(
    db,
    sql`
      select u.username, u.name from users u
      where u.username is not null and not u.disabled and u.search_title @@ ${q}
      order by lower(u.username) limit ${people}`,
    z.object({ username: z.string(), name: z.string() }),
  );
  return {
    decks: inOrder(deckIds, decks),
    books: inOrder(bookIds, books),
    journals,
    people: members,
  };
}

const deckTitle = z.object({
  id: z.string(),
  title: z.string(),
  category_slug: z.string(),
  sub_category_slug: z.string(),
  sub_category_name: z.string(),
});
