import { and, asc, count, desc, eq, inArray, lte, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { feedItems, feeds } from '../../db/schema/index.ts';
import type { Validators } from './fetching/fetch-feed.ts';
import type { ParsedItem } from './parsing/read-items.ts';

export type FeedRow = typeof feeds.$inferSelect;
export type NewFeedRow = typeof feeds.$inferInsert;
export type FeedWithCount = FeedRow & { itemCount: number };

/** Items kept per feed: the newest; older ones leave as new ones arrive. */
export const itemsKeptPerFeed = 200;

export async function findFeed(db: Executor, id: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
  return row;
}

/** Another feed with this URL, if any (the URL is unique). */
export async function findFeedByUrl(db: Executor, url: string, exceptId?: string) {
  const [row] = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(exceptId ? and(eq(feeds.url, url), ne(feeds.id, exceptId)) : eq(feeds.url, url));
  return row;
}

async function itemCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ feedId: feedItems.feedId, n: count() })
    .from(feedItems)
    .where(inArray(feedItems.feedId, ids))
    .groupBy(feedItems.feedId);
  return new Map(rows.map((row) => [row.feedId, row.n]));
}

export async function withItemCounts(db: Executor, rows: FeedRow[]): Promise<FeedWithCount[]> {
  const counts = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, itemCount: counts.get(row.id) ?? 0 }));
}

export async function listFeeds(db: Executor): Promise<FeedWithCount[]> {
  const rows = await db.select().from(feeds).orderBy(asc(feeds.sourceName), asc(feeds.createdAt));
  return withItemCounts(db, rows);
}

/** The new feed, or undefined when its URL is already registered. */
export async function insertFeed(db: Executor, values: NewFeedRow): Promise<FeedRow | undefined> {
  const [row] = await db.insert(feeds).values(values).onConflictDoNothing({ target: feeds.url }).returning();
  return row;
}

export async function updateFeedRow(
  db: Executor,
  id: string,
  values: Partial<NewFeedRow>,
): Promise<FeedRow | undefined> {
  const [row] = await db.update(feeds).set(values).where(eq(feeds.id, id)).returning();
  return row;
}

export async function deleteFeedRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(feeds).where(eq(feeds.id, id)).returning({ id: feeds.id });
  return rows.length > 0;
}

/**
 * Adds the items not seen before (same feed, same GUID or link: skipped by the unique index, so
 * a concurrent fetch cannot duplicate them either), then keeps only the newest. Returns how
 * many were added.
 */
export async function storeItems(db: Executor, feed: FeedRow, items: ParsedItem[], newId: () => string) {
  if (!items.length) return 0;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(feedItems)
      .values(items.map((item) => ({ ...item, id: newId(), feedId: feed.id, kind: feed.kind })))
      .onConflictDoNothing({ target: [feedItems.feedId, feedItems.key] })
      .returning({ id: feedItems.id });
    const kept = tx
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.feedId, feed.id))
      .orderBy(desc(feedItems.publishedAt), desc(feedItems.createdAt), desc(feedItems.id))
      .limit(itemsKeptPerFeed);
    await tx.delete(feedItems).where(and(eq(feedItems.feedId, feed.id), notInArray(feedItems.id, kept)));
    return added.length;
  });
}

export async function recordSuccess(
  db: Executor,
  id: string,
  at: Date,
  nextFetchAt: Date,
  validators: Validators | null,
): Promise<FeedRow | undefined> {
  return updateFeedRow(db, id, {
    lastFetchedAt: at,
    lastSuccessAt: at,
    lastError: null,
    consecutiveFailures: 0,
    nextFetchAt,
    // null: "not modified", so what we had still describes the stored copy.
    ...(validators ? { etag: validators.etag, lastModified: validators.lastModified } : {}),
  });
}

export async function recordFailure(
  db: Executor,
  id: string,
  at: Date,
  message: string,
  nextFetchAt: (failures: number) => Date,
): Promise<FeedRow | undefined> {
  const feed = await findFeed(db, id);
  if (!feed) return undefined;
  const failures = feed.consecutiveFailures + 1;
  return updateFeedRow(db, id, {
    lastFetchedAt: at,
    lastError: message,
    consecutiveFailures: failures,
    nextFetchAt: nextFetchAt(failures),
  });
}

/**
 * Active feeds whose time has come, claimed in one statement: their next fetch moves to
 * `leaseUntil`, so another sweep (in this or another process) does not queue them again while
 * their job waits. The job sets the real next time when it finishes.
 */
export async function claimDueFeeds(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.active, true), lte(feeds.nextFetchAt, now)))
    .orderBy(asc(feeds.nextFetchAt))
    .limit(limit);
  const rows = await db
    .update(feeds)
    .set({ nextFetchAt: leaseUntil })
    .where(inArray(feeds.id, due))
    .returning({ id: feeds.id });
  return rows.map((row) => row.id);
}

/** An item's kind follows its feed's, so the lists stay consistent. */
export async function retagItems(db: Executor, feedId: string, kind: FeedRow['kind']): Promise<void> {
  await db.update(feedItems).set({ kind }).where(eq(feedItems.feedId, feedId));
}
