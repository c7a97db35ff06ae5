import { searchLimits } from '@medshelf/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

/** The compiled tsqueries of a plan, as SQL expressions (constants the planner folds). */
export interface Queries {
  all: SQL;
  allLoose: SQL;
  /** Null when the query has no phrase. */
  phrases: SQL | null;
  any: SQL;
  allKeywords: SQL;
}

export function compileQueries(plan: {
  all: string;
  allLoose: string;
  phrases: string;
  any: string;
  allKeywords: string;
}): Queries {
  const compile = (text: string) => sql`to_tsquery('medshelf', ${text})`;
  return {
    all: compile(plan.all),
    allLoose: compile(plan.allLoose),
    phrases: plan.phrases ? compile(plan.phrases) : null,
    any: compile(plan.any),
    allKeywords: compile(plan.allKeywords),
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
  id: SQL;
  visible: SQL;
  tiers: ((queries: Queries) => SQL)[];
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

/**
 * One page of ids. Each tier (and, with a preference, each half of it) is its own branch,
 * ordered by the source's sort and limited to what the page needs: PostgreSQL can then walk a
 * popularity index and stop at the first matches of a common word, or collect the few matches
 * of a rare one from the GIN index, instead of ranking every match.
 */
/** `tier` is the index of the best tier the result matched: 0 is the title. */
export async function rankedIds(
  db: Database,
  source: RankSource,
  queries: Queries,
  options: RankOptions,
): Promise<{ id: string; tier: number }[]> {
  const needed = options.offset + options.limit;
  const sortColumns = source.sort.map((key, index) => sql`${key.expression} as ${sql.raw(`s${index}`)}`);
  const order = (prefix: string) =>
    sql.join(
      source.sort.map((key, index) =>
        prefix
          ? sql.raw(`${prefix}s${index}${key.descending ? ' desc' : ''}`)
          : sql`${key.expression}${key.descending ? sql` desc` : sql``}`,
      ),
      sql`, `,
    );
  const halves: { condition: SQL | null; preferred: number }[] = options.preferred
    ? [
        { condition: options.preferred, preferred: 1 },
        { condition: sql`not (${options.preferred})`, preferred: 0 },
      ]
    : [{ condition: null, preferred: 0 }];
  const branches = source.tiers.flatMap((tier, index) =>
    halves.map(
      (half) => sql`(select ${source.id} as id, ${index} as tier, ${half.preferred} as preferred,
        ${sql.join(sortColumns, sql`, `)}
        from ${source.from}
        where ${whereAll([source.visible, tier(queries), options.filter, half.condition])}
        order by ${order('')} limit ${needed})`,
    ),
  );
  const result = await db.execute(sql`
    select id, tier from (${sql.join(branches, sql` union all `)}) ranked
    order by tier, preferred desc, ${order('ranked.')}
    limit ${options.limit} offset ${options.offset}`);
  return rowsOf<{ id: string; tier: number }>(result).map((row) => ({ id: row.id, tier: Number(row.tier) }));
}

/** Counts stop at `cap`: beyond it the exact number costs a scan of every match and helps nobody. */
export const countCap = searchLimits.countCap;

export async function countMatches(
  db: Database,
  source: RankSource,
  queries: Queries,
  filter: SQL | null,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${source.from}
      where ${whereAll([source.visible, source.matches(queries), filter])}
      limit ${countCap + 1}
    ) matched`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
