import type { SearchType } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { Clause } from '../query-text.ts';
import { countCap } from './ranking.ts';

/**
 * Counting the matches of a word found in most decks means reading its whole GIN posting list,
 * however low the count is capped. ANALYZE already knows such words: pg_stats keeps the share
 * of rows holding each common lexeme (most_common_elems). When one of the words a single-clause
 * query accepts is in at least three times the cap of documents by those statistics, the count
 * is "more than the cap" without reading the index. Without statistics (PGlite has no
 * autovacuum) nothing is assumed and the count is made.
 */
const statsTables = { slides: 'decks', books: 'books' } as const satisfies Partial<
  Record<SearchType, string>
>;
type StatsType = keyof typeof statsTables;

interface TableStats {
  rows: number;
  shares: Map<string, number>;
}

const refreshMs = 5 * 60_000;
let cached: { at: number; stats: Promise<Map<StatsType, TableStats>> } | undefined;

async function loadStats(db: Executor): Promise<Map<StatsType, TableStats>> {
  const rows = await rowsOf(
    db,
    sql`
      select s.tablename as table_name, c.reltuples * (1 - s.null_frac) as rows,
        s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs as shares
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relkind = 'r'
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = s.schemaname
      where s.schemaname = current_schema() and s.attname = 'search_all' and s.tablename in ('decks', 'books')`,
    z.object({
      table_name: z.string(),
      rows: z.coerce.number(),
      lexemes: z.array(z.string()).nullable(),
      shares: z.array(z.coerce.number()).nullable(),
    }),
  );
  const stats = new Map<StatsType, TableStats>();
  for (const [type, table] of Object.entries(statsTables) as [StatsType, string][]) {
    const row = rows.find((candidate) => candidate.table_name === table);
    if (!row?.lexemes || !row.shares) continue;
    const shares = new Map<string, number>();
    for (const [index, lexeme] of row.lexemes.entries()) shares.set(lexeme, Number(row.shares?.[index] ?? 0));
    stats.set(type, { rows: Number(row.rows), shares });
  }
  return stats;
}

/** The types whose matches certainly exceed the cap (see above); filters make it unknowable. */
export async function certainlyMany(
  db: Executor,
  clauses: Clause[],
  filtered: boolean,
): Promise<Set<SearchType>> {
  const many = new Set<SearchType>();
  const [clause] = clauses;
  if (filtered || clauses.length !== 1 || !clause) return many;
  const words = clause
    .filter((alternative) => alternative.words.length === 1)
    .map((alternative) => alternative.words[0]);
  if (words.length === 0) return many;
  if (!cached || Date.now() - cached.at > refreshMs) {
    const stats = loadStats(db);
    cached = { at: Date.now(), stats };
    stats.catch(() => {
      cached = undefined;
    });
  }
  const stats = await cached.stats;
  if (stats.size === 0) return many;
  const [row] = await rowsOf(
    db,
    sql`select tsvector_to_array(search_vector(${words.join(' ')})) as lexemes`,
    z.object({ lexemes: z.array(z.string()) }),
  );
  for (const [type, table] of stats) {
    const share = Math.max(0, ...(row?.lexemes ?? []).map((lexeme) => table.shares.get(lexeme) ?? 0));
    if (share * table.rows >= 3 * countCap) many.add(type);
  }
  return many;
}
