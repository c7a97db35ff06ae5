import { paths, type SearchHit } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileUrl as bookFileUrl } from '../books/index.ts';
import { fileUrl as deckFileUrl, deckKeys } from '../slides/index.ts';
import { markAll, markSnippet, matchedPositions, matchesOf, opening } from './highlight.ts';
import type { Queries } from './ranking.ts';
import { rowsOf } from './sql-rows.ts';

const number = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string) => `${number(count)} ${one}${count === 1 ? '' : 's'}`;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

interface DocumentRow {
  id: string;
  title: string;
  title_matches: number[];
  description: string;
  description_matches: number[] | null;
  page_number: number | null;
  page_text: string | null;
  page_matches: number[] | null;
}

/**
 * The snippet: from the page the words are on when only page text matched (or nothing else
 * did), otherwise from the description; with the page number when it comes from a page.
 */
function snippetOf(row: DocumentRow, pageTier: boolean) {
  if (row.page_text !== null && (pageTier || row.description_matches === null)) {
    const snippet = markSnippet(row.page_text, row.page_matches ?? []) ?? opening(row.page_text);
    return { snippet, pageNumber: row.page_number };
  }
  const described = row.description_matches && markSnippet(row.description, row.description_matches);
  return { snippet: described ?? opening(row.description), pageNumber: null };
}

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

export async function deckHits(
  db: Database,
  ranked: { id: string; tier: number }[],
  q: Queries,
): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const rows = rowsOf<
    DocumentRow & {
      file_version: number;
      page_count: number;
      views: number;
      thumb_width: number;
      thumb_height: number;
      category_slug: string;
      sub_category_slug: string;
      sub_category_name: string;
    }
  >(
    await db.execute(sql`
      select d.id, d.description, d.file_version, d.page_count, d.views, d.thumb_width, d.thumb_height,
        c.slug as category_slug, s.slug as sub_category_slug, s.name as sub_category_name,
        d.title, ${matchedPositions(sql`d.search_title`, q)} as title_matches,
        ${matchesOf(sql`d.description`, q)} as description_matches,
        page.number as page_number, page.text as page_text, page.matches as page_matches
      from decks d
      join categories c on c.id = d.category_id
      join sub_categories s on s.id = d.sub_category_id
      ${bestPage('deck_pages', 'deck_id', 'd', q)}
      where d.id in (${idList(ranked.map((hit) => hit.id))})`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, tier }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { snippet, pageNumber } = snippetOf(row, tier === 3);
    const href = paths.slideDetails(row.id, row.category_slug, row.sub_category_slug);
    return [
      {
        type: 'slides',
        id: row.id,
        href: pageNumber ? `${href}?page=${pageNumber}` : href,
        title: markAll(row.title, row.title_matches),
        snippet,
        pageNumber,
        image: {
          url: deckFileUrl(deckKeys.page(row.id, row.file_version, 1, 'thumb')),
          width: row.thumb_width,
          height: row.thumb_height,
        },
        initial: null,
        meta: [row.sub_category_name, plural(row.page_count, 'page'), plural(row.views, 'view')],
      } satisfies SearchHit,
    ];
  });
}

export async function bookHits(
  db: Database,
  ranked: { id: string; tier: number }[],
  q: Queries,
): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const rows = rowsOf<
    DocumentRow & {
      authors: string[];
      year: number | null;
      cover_key: string | null;
      cover_width: number;
      cover_height: number;
      subject_name: string;
      category_name: string | null;
    }
  >(
    await db.execute(sql`
      select b.id, b.description, b.authors, b.year, b.cover_key, b.cover_width, b.cover_height,
        sj.name as subject_name, c.name as category_name,
        b.title, ${matchedPositions(sql`b.search_title`, q)} as title_matches,
        ${matchesOf(sql`b.description`, q)} as description_matches,
        page.number as page_number, page.text as page_text, page.matches as page_matches
      from books b
      join subjects sj on sj.slug = b.subject_slug
      left join categories c on c.id = b.category_id
      ${bestPage('book_pages', 'book_id', 'b', q)}
      where b.id in (${idList(ranked.map((hit) => hit.id))})`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, tier }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { snippet, pageNumber } = snippetOf(row, tier === 3);
    const href = paths.bookDetails(row.id);
    const meta = [
      row.authors.join(', '),
      row.year ? String(row.year) : '',
      row.category_name ?? row.subject_name,
    ];
    return [
      {
        type: 'books',
        id: row.id,
        href: pageNumber ? `${href}?read=1&page=${pageNumber}` : href,
        title: markAll(row.title, row.title_matches),
        snippet,
        pageNumber,
        image: row.cover_key
          ? { url: bookFileUrl(row.cover_key), width: row.cover_width, height: row.cover_height }
          : null,
        initial: null,
        meta: meta.filter((fact) => fact.length > 0),
      } satisfies SearchHit,
    ];
  });
}
