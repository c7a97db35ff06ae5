import { paths, type SearchHit } from '@medshelf/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { fileUrl as bookFileUrl } from '../books/index.ts';
import { fileUrl as deckFileUrl, deckKeys } from '../slides/index.ts';
import { markAll, markSnippet, opening } from './highlight.ts';
import { bookHitRows, deckHitRows, type documentRow } from './repositories/hits.ts';
import type { Queries } from './repositories/ranking.ts';

type DocumentRow = z.output<typeof documentRow>;

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

type Ranked = { id: string; tier: number };
type Snippet = ReturnType<typeof snippetOf>;

/** Loads the rows of the ranked documents and makes each, in rank order, a hit with its snippet. */
async function documentHits<Row extends DocumentRow>(
  ranked: Ranked[],
  rowsOf: (ids: string[]) => Promise<Row[]>,
  toHit: (row: Row, found: Snippet) => SearchHit,
): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const rows = await rowsOf(ranked.map((hit) => hit.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, tier }) => {
    const row = byId.get(id);
    return row ? [toHit(row, snippetOf(row, tier === 3))] : [];
  });
}

export function deckHits(db: Executor, ranked: Ranked[], q: Queries): Promise<SearchHit[]> {
  return documentHits(
    ranked,
    (ids) => deckHitRows(db, ids, q),
    (row, { snippet, pageNumber }) => {
      const href = paths.slideDetails(row.id, row.category_slug, row.sub_category_slug);
      return {
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
        meta: [row.sub_category_name],
        counts: { pages: row.page_count, views: row.views },
      };
    },
  );
}

export function bookHits(db: Executor, ranked: Ranked[], q: Queries): Promise<SearchHit[]> {
  return documentHits(
    ranked,
    (ids) => bookHitRows(db, ids, q),
    (row, { snippet, pageNumber }) => {
      const href = paths.bookDetails(row.id);
      const meta = [
        row.authors.join(', '),
        row.year ? String(row.year) : '',
        row.category_name ?? row.subject_name,
      ];
      return {
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
        counts: null,
      };
    },
  );
}
