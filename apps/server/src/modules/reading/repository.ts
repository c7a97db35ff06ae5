import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { readingPositions } from '../../db/schema/index.ts';

export type ReadingPositionRow = typeof readingPositions.$inferSelect;

/** Keeps the page left; an older position (from a device that was offline) never replaces a newer one. */
export async function upsertPosition(db: Executor, row: ReadingPositionRow): Promise<void> {
  await db
    .insert(readingPositions)
    .values(row)
    .onConflictDoUpdate({
      target: [readingPositions.userId, readingPositions.itemKey],
      set: { page: sql`excluded.page`, readAt: sql`excluded.read_at` },
      setWhere: sql`excluded.read_at >= ${readingPositions.readAt}`,
    });
}

export function listPositions(db: Executor, userId: string, limit: number): Promise<ReadingPositionRow[]> {
  return db
    .select()
    .from(readingPositions)
    .where(eq(readingPositions.userId, userId))
    .orderBy(desc(readingPositions.readAt))
    .limit(limit);
}

export async function removePosition(db: Executor, userId: string, itemKey: string): Promise<void> {
  await db
    .delete(readingPositions)
    .where(and(eq(readingPositions.userId, userId), eq(readingPositions.itemKey, itemKey)));
}
