import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  decks,
  followerCountColumn,
  follows,
  playlistItems,
  playlists,
  users,
} from '../../db/schema/index.ts';

/** Whose items: the members someone follows, or one member's own. */
export type Authors = { followedBy: string } | { owner: string };

const owners = (authors: Authors, ownerColumn: typeof decks.ownerId | typeof playlists.ownerId) =>
  'owner' in authors
    ? sql`${ownerColumn} = ${authors.owner}`
    : sql`${ownerColumn} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${authors.followedBy})`;

const itemRow = z.object({
  type: z.enum(['deck', 'playlist']),
  id: z.string(),
  created_at: z.coerce.date(),
});

/**
 * One page of public items (ready decks and public top-level playlists) by `authors`, the
 * newest first, and how many there are. A deck or playlist is public as soon as it is listed
 * anywhere else: the same rules as the profile's tabs.
 */
export async function pageOfItems(db: Executor, authors: Authors, limit: number, offset: number) {
  const items = sql`
    select 'deck' as type, ${decks.id} as id, ${decks.createdAt} as created_at from ${decks}
     where ${owners(authors, decks.ownerId)} and ${decks.status} = 'ready'
    union all
    select 'playlist', ${playlists.id}, ${playlists.createdAt} from ${playlists}
     where ${owners(authors, playlists.ownerId)} and ${playlists.isPublic} and ${playlists.depth} = 1`;
  const [rows, [counted]] = await Promise.all([
    rowsOf(
      db,
      sql`select type, id, created_at from (${items}) items order by created_at desc, id limit ${limit} offset ${offset}`,
      itemRow,
    ),
    rowsOf(db, sql`select count(*)::int as n from (${items}) items`, z.object({ n: z.number() })),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The playlists of a page, with their owner and how many decks they hold. */
export function playlistRows(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: playlists.id,
      name: playlists.name,
      slug: playlists.slug,
      createdAt: playlists.createdAt,
      ownerId: users.id,
      username: users.username,
      displayName: users.name,
      photoURL: users.image,
      deckCount:
        sql<number>`(select count(*) from ${playlistItems} where ${playlistItems.playlistId} = ${playlists.id})`.mapWith(
          Number,
        ),
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(inArray(playlists.id, ids));
}

export async function followingCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
  return row?.n ?? 0;
}

/**
 * The ready decks that members `userId` follows uploaded after `since`, the newest first
 * (at most `limit`), and how many there are.
 */
export async function followedDecksSince(db: Executor, userId: string, since: Date, limit: number) {
  const where = and(
    owners({ followedBy: userId }, decks.ownerId),
    eq(decks.status, 'ready'),
    gt(decks.createdAt, since),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: decks.id })
      .from(decks)
      .where(where)
      .orderBy(desc(decks.createdAt), decks.id)
      .limit(limit),
    db.select({ n: count() }).from(decks).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.n ?? 0 };
}

/**
 * Members worth following for someone who follows nobody yet (or whose feed is empty): those
 * with ready decks, the most followed first, leaving out the viewer and whom they follow.
 */
export async function suggestedMembers(db: Executor, viewerId: string, limit: number) {
  const followerCount = followerCountColumn();
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.name,
      photoURL: users.image,
      email: users.email,
      summary: sql<string>`coalesce((select p.summary from profiles p where p.user_id = ${users.id}), '')`,
      followerCount,
    })
    .from(users)
    .where(
      and(
        sql`${users.username} is not null`,
        eq(users.disabled, false),
        sql`${users.id} <> ${viewerId}`,
        sql`${users.id} not in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`,
        sql`exists (select 1 from ${decks} where ${decks.ownerId} = ${users.id} and ${decks.status} = 'ready')`,
      ),
    )
    .orderBy(desc(followerCount), users.id)
    .limit(limit);
}
