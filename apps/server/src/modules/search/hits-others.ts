import { journalCoverSize, paths, type SearchHit } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileUrl as journalFileUrl } from '../journals/index.ts';
import { markAll, markSnippet, matchedPositions, matchesOf, opening } from './highlight.ts';
import type { Queries } from './ranking.ts';
import { rowsOf } from './sql-rows.ts';

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** Feed summaries are sanitised HTML: the text of it, with the common entities read. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name] ?? ' ');

function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const snippetFrom = (matches: number[] | null, text: string) =>
  (matches && markSnippet(text, matches)) ?? opening(text);

export async function journalHits(db: Database, ids: string[], q: Queries): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string;
    slug: string;
    publisher: string;
    description: string;
    cover_key: string | null;
    subject_name: string;
    name: string;
    title_matches: number[];
    description_matches: number[] | null;
  }>(
    await db.execute(sql`
      select j.id, j.slug, j.publisher, j.description, j.cover_key, s.name as subject_name,
        j.name, ${matchedPositions(sql`j.search_title`, q)} as title_matches,
        ${matchesOf(sql`j.description`, q)} as description_matches
      from journals j join subjects s on s.slug = j.subject_slug
      where j.id in (${idList(ids)})`),
  );
  return inOrder(ids, rows).map((row) => ({
    type: 'journals',
    id: row.id,
    href: paths.journalDetails(row.slug),
    title: markAll(row.name, row.title_matches),
    snippet: snippetFrom(row.description_matches, row.description),
    pageNumber: null,
    image: row.cover_key ? { url: journalFileUrl(row.cover_key), ...journalCoverSize } : null,
    initial: null,
    meta: [row.publisher, row.subject_name].filter((fact) => fact.length > 0),
  }));
}

export async function feedItemHits(
  db: Database,
  type: 'articles' | 'news',
  ids: string[],
  q: Queries,
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string;
    slug: string;
    title: string;
    source_name: string;
    source_slug: string;
    published: Date | string;
    summary: string;
    title_matches: number[];
    summary_matches: number[] | null;
  }>(
    await db.execute(sql`
      select i.id, i.slug, i.title, f.source_name, f.source_slug,
        coalesce(i.published_at, i.created_at) as published, summary.text as summary,
        ${matchedPositions(sql`i.search_title`, q)} as title_matches,
        ${matchesOf(sql`summary.text`, q)} as summary_matches
      from feed_items i join feeds f on f.id = i.feed_id
      cross join lateral (select regexp_replace(i.summary_html, '<[^>]*>', ' ', 'g') as text) summary
      where i.id in (${idList(ids)})`),
  );
  return inOrder(ids, rows).map((row) => {
    const snippet = snippetFrom(row.summary_matches, row.summary);
    return {
      type,
      id: row.id,
      href: paths.articleDetails(row, row.source_slug),
      title: markAll(row.title, row.title_matches).map((piece) => ({
        ...piece,
        text: decodeEntities(piece.text),
      })),
      snippet: snippet?.map((piece) => ({ ...piece, text: decodeEntities(piece.text) })) ?? null,
      pageNumber: null,
      image: null,
      initial: null,
      meta: [row.source_name, new Date(row.published).toISOString().slice(0, 10)],
    };
  });
}

export async function personHits(db: Database, ids: string[], q: Queries): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: string;
    username: string;
    name: string;
    email: string;
    image: string | null;
    summary: string | null;
    shown_name: string;
    title_matches: number[];
    summary_matches: number[] | null;
  }>(
    await db.execute(sql`
      select u.id, u.username, u.name, u.email, u.image, p.summary,
        coalesce(nullif(u.name, ''), u.username) as shown_name,
        ${matchedPositions(sql`search_vector(coalesce(nullif(u.name, ''), u.username))`, q)} as title_matches,
        case when p.search_summary @@ ${q.any} then ${matchedPositions(sql`p.search_summary`, q)} end as summary_matches
      from users u left join profiles p on p.user_id = u.id
      where u.id in (${idList(ids)})`),
  );
  return inOrder(ids, rows).map((row) => ({
    type: 'people',
    id: row.id,
    href: paths.profile(row.username),
    title: markAll(row.shown_name, row.title_matches),
    snippet: snippetFrom(row.summary_matches, row.summary ?? ''),
    pageNumber: null,
    image: row.image ? { url: row.image, width: 96, height: 96 } : null,
    // SPEC §2: without a photo the avatar shows the first letter of the email (only the letter leaves).
    initial: row.image ? null : row.email.charAt(0).toUpperCase() || null,
    meta: [`@${row.username}`],
  }));
}
