import { journalCoverSize, paths, type SearchHit } from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { fileUrl as journalFileUrl } from '../journals/index.ts';
import { markAll, markSnippet, opening } from './highlight.ts';
import { inOrder } from './in-order.ts';
import { feedItemHitRows, journalHitRows, personHitRows } from './repositories/hits.ts';
import type { Queries } from './repositories/ranking.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** Feed summaries are sanitised HTML: the text of it, with the common entities read. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name] ?? ' ');

const snippetFrom = (matches: number[] | null, text: string) =>
  (matches && markSnippet(text, matches)) ?? opening(text);

export async function journalHits(db: Executor, ids: string[], q: Queries): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await journalHitRows(db, ids, q);
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
    counts: null,
  }));
}

export async function feedItemHits(
  db: Executor,
  type: 'articles' | 'news',
  ids: string[],
  q: Queries,
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await feedItemHitRows(db, ids, q);
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
      counts: null,
    };
  });
}

export async function personHits(db: Executor, ids: string[], q: Queries): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await personHitRows(db, ids, q);
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
    counts: null,
  }));
}
