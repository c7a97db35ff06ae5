import type { PersonCard } from '@medshelf/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { followerCountColumn, follows, profiles, users } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

/** Follows or unfollows; true when that changed anything (repeating either is harmless). */
export async function setFollow(
  db: Executor,
  followerId: string,
  followeeId: string,
  following: boolean,
): Promise<boolean> {
  const changed = following
    ? await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning()
    : await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning();
  return changed.length > 0;
}

export async function followerCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return row?.n ?? 0;
}

/**
 * A member's followers (`side` = 'followers') or the people they follow ('following'), the most
 * recent follow first, each with their own follower count; paged by keyset (decision 0029).
 */
export function peopleList(db: Executor, userId: string, side: 'followers' | 'following') {
  const [mine, theirs] =
    side === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const keys: SortKey[] = [
    { column: follows.createdAt, descending: true, kind: 'timestamp' },
    { column: theirs, descending: false, kind: 'text' },
  ];
  const where = eq(mine, userId);
  return {
    keys,
    total: async () => {
      const [counted] = await db.select({ n: count() }).from(follows).where(where);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(db, keys, pageSize, db.select(rankFields(keys)).from(follows).where(where)),
    rows: (range: ListRange) =>
      db
        .select({
          id: users.id,
          username: users.username,
          displayName: users.name,
          photoURL: users.image,
          email: users.email,
          summary: sql<string>`coalesce(${profiles.summary}, '')`,
          followerCount: followerCountColumn(),
          ...positionFields(keys),
        })
        .from(follows)
        .innerJoin(users, eq(users.id, theirs))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleList>['rows']>>[number];

export function toPersonCard(row: PersonRow): PersonCard {
  return {
    id: row.id,
    // Following needs a username (policies.ts), so a card always has one.
    username: row.username ?? '',
    displayName: row.displayName,
    photoURL: row.photoURL,
    summary: row.summary,
    followerCount: row.followerCount,
    initial: row.email.charAt(0).toUpperCase(),
  };
}
