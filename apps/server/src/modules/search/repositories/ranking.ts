import { searchLimits } from '@medshelf/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';

/** The compiled tsqueries of a plan, as SQL expressions (constants the planner folds). */
export interface Queries {
  all: SQL;
  allLoose: SQL;
  /** Null when the query has no phrase. */
  phrases: SQL | null;
  any: SQL;
  /** The lexemes of every word the query looks for (text[]): what highlighting marks. */
  lexemes: SQL;
}

export function compileQueries(plan: {
  all: string;
  allLoose: string;
  phrases: string;
  any: string;
  expanded: string[];
}): Queries {
  const compile = (text: string) => sql`to_tsquery('medshelf', ${text})`;
  return {
    all: compile(plan.all),
    allLoose: compile(plan.allLoose),
    phrases: plan.phrases ? compile(plan.phrases) : null,
    any: compile(plan.any),
    lexemes: sql`tsvector_to_array(search_vector(${plan.expanded.join(' ')}))`,
  };
}

export interface SortKey {
  expression: SQL;
  descending: boolean;
}

/**
 * How one result type is searched. `tiers` are exclusive conditions, best first (title, then
 * tags/categories, then description, then page text): a result is ranked by its best tier, then
 * by whether it is in the visitor's subjects, then by `sort` (popularity and recency).
 */
export interface RankSource {
  from: SQL;
  /** The table's alias in `from`, which every expression uses. */
  alias: string;
  /** Whether a walk can read `from` as one table (see topIds). */
  walkable: boolean;
  id: SQL;
  visible: SQL;
  tiers: { match: (queries: Queries) => SQL; heavy: boolean }[];
  /** Everything that matches: what the count counts (the union of the tiers). */
  matches: (queries: Queries) => SQL;
  sort: SortKey[];
}

export interface RankOptions {
  filter: SQL | null;
  /** Results meeting this condition come first within a tier (the visitor's subjects). */
  preferred: SQL | null;
  offset: number;
  limit: number;
}

const whereAll = (conditions: (SQL | null)[]) =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== null),
    sql` and `,
  );

/** Counts stop at `cap`: beyond it the exact number costs a scan of every match and helps nobody. */
export const countCap = searchLimits.countCap;

/**
 * How PostgreSQL may read a table for the next statements of the search's transaction. Its
 * planner prices `tsvector @@ tsquery` as cheap whatever the vector's size, so with a LIMIT it
 * likes to scan the table (or a popularity index) and test every row, unpacking each deck's
 * words: fine for a word in every deck, seconds for a rare one. So counts, and the matches of
 * words that are not common, are read from the GIN indexes only ("bitmap"); common words are
 * found by a walk of the popularity index that reads a bounded number of rows (topIds).
 */
export type ScanMode = 'bitmap' | 'any';

// The mode each open transaction is in: a statement that needs the mode already set costs nothing.
const modes = new WeakMap<Executor, ScanMode>();

export async function useScans(db: Executor, mode: ScanMode): Promise<void> {
  if ((modes.get(db) ?? 'any') === mode) return;
  modes.set(db, mode);
  const on = (allowed: boolean) => (allowed ? 'on' : 'off');
  await db.execute(sql`select
    set_config('enable_seqscan', ${on(mode === 'any')}, true),
    set_config('enable_indexscan', ${on(mode === 'any')}, true)`);
}

/** Capped counts of several sources in one statement (one round trip), in the order given. */
export async function countMatches(
  db: Executor,
  counted: { source: RankSource; filter: SQL | null }[],
  queries: Queries,
): Promise<number[]> {
  if (counted.length === 0) return [];
  await useScans(db, 'bitmap');
  const [row] = await rowsOf(db, countStatement(counted, queries), countRow);
  return counted.map((_, index) => Number(row?.[`n${index}`] ?? 0));
}

const countRow = z.record(z.string(), z.coerce.number());

/** The statement of countMatches: one capped count column (`n0`, `n1`…) per source. */
export function countStatement(counted: { source: RankSource; filter: SQL | null }[], queries: Queries): SQL {
  const columns = counted.map(
    ({ source, filter }, index) => sql`(select count(*)::int from (select 1 from ${source.from}
      where ${whereAll([source.visible, source.matches(queries), filter])} limit ${countCap + 1}) matched) as ${sql.raw(`n${index}`)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}`;
}

const orderBy = (source: RankSource) =>
  sql.join(
    source.sort.map((key) => sql`${key.expression}${key.descending ? sql` desc` : sql``}`),
    sql`, `,
  );

/**
 * How many rows a walk reads before it gives up, for a page of `limit`: fewer when each test
 * unpacks a deck's page words. A word in ~1 in 60 documents (1 in 15 for page text) fills a
 * page from the walk; rarer ones are few enough to sort from the GIN index.
 */
const walkRows = (limit: number, heavy: boolean) =>
  heavy ? Math.max(150, 15 * limit) : Math.max(1000, 60 * limit);

export interface Branch {
  /** Cheap conditions on plain columns: visibility, filters, the visitor's subjects. */
  base: SQL;
  /** The text match, in the source's alias. */
  match: SQL;
  /** Whether testing the match unpacks a large vector (page text). */
  heavy: boolean;
}

/**
 * The first `limit` ids of a branch, in the source's order, exactly. Unless the matches are
 * known to be few, it first walks the popularity index for at most a few hundred rows (a
 * common word fills the page there); when that is not enough, the matches are few enough to
 * take from the GIN index and sort.
 */
export async function topIds(
  db: Executor,
  source: RankSource,
  branch: Branch,
  limit: number,
  knownFew = false,
): Promise<string[]> {
  if (!knownFew && source.walkable) {
    await useScans(db, 'any');
    const walked = await rowsOf(db, walkStatement(source, branch, limit), idRow);
    if (walked.length === limit) return walked.map((row) => row.id);
  }
  await useScans(db, 'bitmap');
  return (await rowsOf(db, indexStatement(source, branch, limit), idRow)).map((row) => row.id);
}

const idRow = z.object({ id: z.string() });

/** topIds' first try: the matches among the first rows of a walk in the source's order. */
export const walkStatement = (source: RankSource, branch: Branch, limit: number) => sql`
  select ${source.id} as id from (
    select * from ${source.from} where ${branch.base}
    order by ${orderBy(source)} limit ${walkRows(limit, branch.heavy)}
  ) ${sql.raw(source.alias)}
  where ${branch.match} order by ${orderBy(source)} limit ${limit}`;

/** topIds' fallback: every match, from the GIN index, sorted. */
export const indexStatement = (source: RankSource, branch: Branch, limit: number) =>
  sql`select ${source.id} as id from ${source.from} where ${branch.base} and ${branch.match}
    order by ${orderBy(source)} limit ${limit}`;

/**
 * One page of ids, best first: each tier (title, keywords, description, page text), and within
 * it the visitor's subjects first when there is a preference, is a branch read in the source's
 * order; branches are read in turn until the page is full, so a common word costs a short walk
 * and a rare one a few index entries. `fewMatches`: the count of every match stayed under the
 * cap, so every branch is read from the GIN index straight away.
 * `tier` is the index of the best tier the result matched: 0 is the title.
 */
export async function rankedIds(
  db: Executor,
  source: RankSource,
  queries: Queries,
  options: RankOptions,
  fewMatches: boolean,
): Promise<{ id: string; tier: number }[]> {
  const needed = options.offset + options.limit;
  const halves: (SQL | null)[] = options.preferred
    ? [options.preferred, sql`not (${options.preferred})`]
    : [null];
  const ranked: { id: string; tier: number }[] = [];
  for (const [tier, { match, heavy }] of source.tiers.entries()) {
    for (const half of halves) {
      const remaining = needed - ranked.length;
      if (remaining <= 0) break;
      const base = whereAll([source.visible, options.filter, half]);
      const ids = await topIds(db, source, { base, match: match(queries), heavy }, remaining, fewMatches);
      ranked.push(...ids.map((id) => ({ id, tier })));
    }
  }
  return ranked.slice(options.offset, needed);
}
