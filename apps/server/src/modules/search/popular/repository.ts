import { and, desc, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { searchDaily, searchVisits } from '../../../db/schema/index.ts';

export interface SearchVisit {
  day: string;
  query: string;
  visitor: string;
}

export async function saveVisits(db: Executor, visits: SearchVisit[]): Promise<void> {
  if (visits.length) await db.insert(searchVisits).values(visits).onConflictDoNothing();
}

/**
 * Counts the visitors of each query on each day into search_daily, keeping only queries searched
 * by at least `minVisitors` of them that day; today's count grows with each run. Then forgets who
 * searched on the days before today, and days older than `keepDays`. One transaction: a roll-up
 * that fails leaves the visits as they were.
 */
export async function rollUpVisits(
  db: Executor,
  today: string,
  minVisitors: number,
  keepDays: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${searchDaily} (day, query, visitors)
      select day, query, count(*)::int from ${searchVisits}
      where day <= ${today}::date
      group by day, query
      having count(*) >= ${minVisitors}
      on conflict (day, query) do update set visitors = greatest(${searchDaily.visitors}, excluded.visitors)`);
    await tx.delete(searchVisits).where(lt(searchVisits.day, today));
    await tx.delete(searchDaily).where(lt(searchDaily.day, sql`${today}::date - ${keepDays}::int`));
  });
}

/** The queries most visitors searched on the last `days` days (today too, as far as counted), most first. */
export async function mostSearched(db: Executor, today: string, days: number, limit: number) {
  const visitors = sql<number>`sum(${searchDaily.visitors})`;
  const rows = await db
    .select({ query: searchDaily.query })
    .from(searchDaily)
    .where(and(gt(searchDaily.day, sql`${today}::date - ${days}::int`), lte(searchDaily.day, today)))
    .groupBy(searchDaily.query)
    .orderBy(desc(visitors), searchDaily.query)
    .limit(limit);
  return rows.map((row) => row.query);
}
