import type { NotificationKind } from '@medshelf/shared';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { categories, decks, follows, notifications, subCategories, users } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';
import { randomId } from '../../lib/random-id.ts';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  deckId: string | null;
  dedupeKey: string;
}

/** Stores one notification unless its recipient already has it; true when it is new. */
export async function insertNotification(db: Executor, notification: NewNotification): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values({ id: randomId(), ...notification })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/**
 * One `followed-upload` notification for each follower of the deck's owner, in one statement;
 * the followers who got a new one (a retried job finds them all notified already).
 */
export async function insertFollowerNotifications(
  db: Executor,
  ownerId: string,
  deckId: string,
): Promise<string[]> {
  const rows = await db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()::text`.as('id'),
          userId: follows.followerId,
          kind: sql<NotificationKind>`'followed-upload'`.as('kind'),
          actorId: sql<string>`${ownerId}`.as('actor_id'),
          deckId: sql<string>`${deckId}`.as('deck_id'),
          dedupeKey: sql<string>`${`upload:${deckId}`}`.as('dedupe_key'),
          createdAt: sql<Date>`now()`.as('created_at'),
          readAt: sql<Date | null>`null`.as('read_at'),
        })
        .from(follows)
        .where(eq(follows.followeeId, ownerId)),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return rows.map((row) => row.userId);
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const actors = alias(users, 'actors');

const newestFirst: SortKey[] = [
  { column: notifications.createdAt, descending: true, kind: 'timestamp' },
  { column: notifications.id, descending: false, kind: 'text' },
];

/** A member's notifications, the newest first, with who and which deck; paged by keyset. */
export function notificationList(db: Executor, userId: string) {
  const mine = eq(notifications.userId, userId);
  const keys = newestFirst;
  return {
    keys,
    total: async () => {
      const [counted] = await db.select({ n: count() }).from(notifications).where(mine);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(db, keys, pageSize, db.select(rankFields(keys)).from(notifications).where(mine)),
    rows: (range: ListRange) =>
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          actorId: actors.id,
          actorUsername: actors.username,
          actorName: actors.name,
          actorImage: actors.image,
          deckId: decks.id,
          deckTitle: decks.title,
          categorySlug: categories.slug,
          subCategorySlug: subCategories.slug,
          ...positionFields(keys),
        })
        .from(notifications)
        .leftJoin(actors, eq(actors.id, notifications.actorId))
        .leftJoin(decks, eq(decks.id, notifications.deckId))
        .leftJoin(categories, eq(categories.id, decks.categoryId))
        .leftJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
        .where(and(mine, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

/** Marks one of the member's notifications read; false when they have no such notification. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Forgets read notifications older than `readBefore` and any older than `anyBefore`; how many. */
export async function pruneNotifications(db: Executor, readBefore: Date, anyBefore: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      or(
        lt(notifications.createdAt, anyBefore),
        and(lt(notifications.createdAt, readBefore), sql`${notifications.readAt} is not null`),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
