import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';
import { matchedPositions, matchesOf } from '../highlight.ts';
import type { Queries } from './ranking.ts';

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

// The page of a document that matches best: all the words before some, then the earliest.
const bestPage = (
  table: 'deck_pages' | 'book_pages',
  owner: 'deck_id' | 'book_id',
  alias: string,
  q: Queries,
) =>
  sql`left join lateral (
    select p.number, p.text, ${matchedPositions(sql`p.search_vector`, q)} as matches
    from ${sql.raw(table)} p
    where p.${sql.raw(owner)} = ${sql.raw(alias)}.id and p.file_version = ${sql.raw(alias)}.file_version
      and p.search_vector @@ ${q.any}
    order by (p.search_vector @@ ${q.all}) desc, ts_rank(p.search_vector, ${q.any}) desc, p.number
    limit 1
  ) page on true`;

const positions = z.array(z.number());

/** What a deck or book hit is made of: its title, description and best page with matches. */
export const documentRow = z.object({
  id: z.string(),
  title: z.string(),
  title_matches: positions,
  description: z.string(),
  description_matches: positions.nullable(),
  page_number: z.number().nullable(),
  page_text: z.string().nullable(),
  page_matches: positions.nullable(),
});

/** The deck hits' statement: each deck with its best page (see bestPage). */
export const deckHitsStatement = (ids: string[], q: Queries) => sql`
      select d.id, d.description, d.file_version, d.page_count, d.views, d.thumb_width, d.thumb_height,
        c.slug as category_slug, s.slug as sub_category_slug, s.name as sub_category_name,
        d.title, ${matchedPositions(sql`d.search_title`, q)} as title_matches,
        ${matchesOf(sql`d.description`, q)} as description_matches,
        page.number as page_number, page.text as page_text, page.matches as page_matches
      from decks d
      join categories c on c.id = d.category_id
      join sub_categories s on s.id = d.sub_category_id
      ${bestPage('deck_pages', 'deck_id', 'd', q)}
      where d.id in (${idList(ids)})`;

export function deckHitRows(db: Executor, ids: string[], q: Queries) {
  return rowsOf(
    db,
    deckHitsStatement(ids, q),
    documentRow.extend({
      file_version: z.number(),
      page_count: z.number(),
      views: z.number(),
      thumb_width: z.number(),
      thumb_height: z.number(),
      category_slug: z.string(),
      sub_category_slug: z.string(),
      sub_category_name: z.string(),
    }),
  );
}

export function bookHitRows(db: Executor, ids: string[], q: Queries) {
  return rowsOf(
    db,
    sql`
      select b.id, b.description, b.authors, b.year, b.cover_key, b.cover_width, b.cover_height,
        sj.name as subject_name, c.name as category_name,
        b.title, ${matchedPositions(sql`b.search_title`, q)} as title_matches,
        ${matchesOf(sql`b.description`, q)} as description_matches,
        page.number as page_number, page.text as page_text, page.matches as page_matches
      from books b
      join subjects sj on sj.slug = b.subject_slug
      left join categories c on c.id = b.category_id
      ${bestPage('book_pages', 'book_id', 'b', q)}
      where b.id in (${idList(ids)})`,
    documentRow.extend({
      authors: z.array(z.string()),
      year: z.number().nullable(),
      cover_key: z.string().nullable(),
      cover_width: z.number(),
      cover_height: z.number(),
      subject_name: z.string(),
      category_name: z.string().nullable(),
    }),
  );
}

export function journalHitRows(db: Executor, ids: string[], q: Queries) {
  return rowsOf(
    db,
    sql`
      select j.id, j.slug, j.publisher, j.description, j.cover_key, s.name as subject_name,
        j.name, ${matchedPositions(sql`j.search_title`, q)} as title_matches,
        ${matchesOf(sql`j.description`, q)} as description_matches
      from journals j join subjects s on s.slug = j.subject_slug
      where j.id in (${idList(ids)})`,
    z.object({
      id: z.string(),
      slug: z.string(),
      publisher: z.string(),
      description: z.string(),
      cover_key: z.string().nullable(),
      subject_name: z.string(),
      name: z.string(),
      title_matches: positions,
      description_matches: positions.nullable(),
    }),
  );
}

export function feedItemHitRows(db: Executor, ids: string[], q: Queries) {
  return rowsOf(
    db,
    sql`
      select i.id, i.slug, i.title, f.source_name, f.source_slug,
        coalesce(i.published_at, i.created_at) as published, summary.text as summary,
        ${matchedPositions(sql`i.search_title`, q)} as title_matches,
        ${matchesOf(sql`summary.text`, q)} as summary_matches
      from feed_items i join feeds f on f.id = i.feed_id
      cross join lateral (select regexp_replace(i.summary_html, '<[^>]*>', ' ', 'g') as text) summary
      where i.id in (${idList(ids)})`,
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      source_name: z.string(),
      source_slug: z.string(),
      published: z.union([z.date(), z.string()]),
      summary: z.string(),
      title_matches: positions,
      summary_matches: positions.nullable(),
    }),
  );
}

export function personHitRows(db: Executor, ids: string[], q: Queries) {
  return rowsOf(
    db,
    sql`
      select u.id, u.username, u.name, u.email, u.image, p.summary,
        coalesce(nullif(u.name, ''), u.username) as shown_name,
        ${matchedPositions(sql`search_vector(coalesce(nullif(u.name, ''), u.username))`, q)} as title_matches,
        case when p.search_summary @@ ${q.any} then ${matchedPositions(sql`p.search_summary`, q)} end as summary_matches
      from users u left join profiles p on p.user_id = u.id
      where u.id in (${idList(ids)})`,
    z.object({
      id: z.string(),
      username: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      summary: z.string().nullable(),
      shown_name: z.string(),
      title_matches: positions,
      summary_matches: positions.nullable(),
    }),
  );
}
