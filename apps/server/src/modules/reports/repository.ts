import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  max,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { categories, deckReports, decks, subCategories, users } from '../../db/schema/index.ts';
import { withOwnerAndPlace } from '../slides/index.ts';

/** A deck with many reports shows its newest few; the count says how many are open. */
export const reportsShownPerDeck = 20;

const open = isNull(deckReports.resolvedAt);

/** One page of decks with open reports, the most recently reported first, and how many such decks. */
export async function pageOfReportedDecks(db: Executor, limit: number, offset: number) {
  const lastReportedAt = max(deckReports.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ deckId: deckReports.deckId, openReports: count(), lastReportedAt })
      .from(deckReports)
      .where(open)
      .groupBy(deckReports.deckId)
      .orderBy(desc(lastReportedAt), asc(deckReports.deckId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: countDistinct(deckReports.deckId) })
      .from(deckReports)
      .where(open),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The decks of a page, with what the editor needs to judge them and act on their owner. */
export function reportedDeckRows(db: Executor, deckIds: string[]) {
  const columns = {
    id: decks.id,
    title: decks.title,
    status: decks.status,
    categorySlug: categories.slug,
    subCategorySlug: subCategories.slug,
    ownerId: users.id,
    ownerUsername: users.username,
    ownerDisabled: users.disabled,
    ownerRole: users.role,
  };
  return withOwnerAndPlace(db.select(columns).from(decks).$dynamic()).where(inArray(decks.id, deckIds));
}

/** Numbers each report within its `target` (deck or comment), 1 for the newest. */
export function rankNewestFirst(target: SQLWrapper, reports: { createdAt: SQLWrapper; id: SQLWrapper }) {
  return sql<number>`row_number() over (partition by ${target} order by ${reports.createdAt} desc, ${reports.id})`.as(
    'rank',
  );
}

/** Of reports ranked by `rankNewestFirst`, the shown ones of each target, newest first. */
export function shownNewestFirst<Query extends PgSelect>(
  query: Query,
  ranked: { rank: SQLWrapper; createdAt: SQLWrapper; id: SQLWrapper },
) {
  return query.where(lte(ranked.rank, reportsShownPerDeck)).orderBy(desc(ranked.createdAt), asc(ranked.id));
}

/** The newest open reports of each deck (at most `reportsShownPerDeck` each), newest first. */
export function openReportRows(db: Executor, deckIds: string[]) {
  const ranked = db
    .select({
      id: deckReports.id,
      deckId: deckReports.deckId,
      reason: deckReports.reason,
      details: deckReports.details,
      createdAt: deckReports.createdAt,
      reporterUsername: users.username,
      rank: rankNewestFirst(deckReports.deckId, deckReports),
    })
    .from(deckReports)
    .leftJoin(users, eq(users.id, deckReports.reporterId))
    .where(and(open, inArray(deckReports.deckId, deckIds)))
    .as('ranked');
  return shownNewestFirst(db.select().from(ranked).$dynamic(), ranked);
}

/** Marks every open report of the deck resolved; how many there were. */
export async function resolveOpenReports(db: Executor, deckId: string): Promise<number> {
  const resolved = await db
    .update(deckReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(deckReports.deckId, deckId), open))
    .returning({ id: deckReports.id });
  return resolved.length;
}

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
