import type { PersonCard } from '@medshelf/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { follows, profiles, users } from '../../db/schema/index.ts';

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
 * One page of a member's followers (`side` = 'followers') or of the people they follow
 * ('following'), the most recent follow first, each as a card with their own follower count.
 */
export async function listPeople(
  db: Executor,
  userId: string,
  side: 'followers' | 'following',
  limit: number,
  offset: number,
): Promise<{ items: PersonCard[]; total: number }> {
  const [mine, theirs] =
    side === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.name,
        photoURL: users.image,
        email: users.email,
        summary: sql<string>`coalesce(${profiles.summary}, '')`,
        followerCount:
          sql<number>`(select count(*) from ${follows} f where f.followee_id = ${users.id})`.mapWith(Number),
      })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(mine, userId))
      .orderBy(desc(follows.createdAt), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(follows).where(eq(mine, userId)),
  ]);
  return {
    items: rows.map(({ email, username, ...person }) => ({
      ...person,
      // Following needs a username (policies.ts), so a card always has one.
      username: username ?? '',
      initial: email.charAt(0).toUpperCase(),
    })),
    total: counted?.n ?? 0,
  };
}
