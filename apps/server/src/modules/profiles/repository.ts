import type { ProfileDetailsFields } from '@medshelf/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { decks, follows, profiles, users } from '../../db/schema/index.ts';

/** The details of SPEC §3 as stored: every column of `profiles` but the user id. */
export type StoredDetails = Omit<ProfileDetailsFields, 'displayName'>;

const detailColumns = {
  nickname: profiles.nickname,
  language: profiles.language,
  gender: profiles.gender,
  joinedDate: profiles.joinedDate,
  education: profiles.education,
  working: profiles.working,
  summary: profiles.summary,
  facebook: profiles.facebook,
  instagram: profiles.instagram,
  twitter: profiles.twitter,
};

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  username: users.username,
  createdAt: users.createdAt,
};

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  username: string;
  createdAt: Date;
}

/** A member by username, whatever its case; disabled accounts are not members anyone can see. */
export async function findMemberByUsername(db: Executor, username: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.disabled, false)));
  return row?.username ? { ...row, username: row.username } : undefined;
}

/** A user's own record and details; a user signed up before profiles existed has empty details. */
export async function readOwnRecord(db: Executor, userId: string) {
  const [row] = await db
    .select({ ...memberColumns, details: detailColumns })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function readDetails(db: Executor, userId: string) {
  const [row] = await db.select(detailColumns).from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** Saves the name, the details and (only when given) a first username, in one transaction. */
export async function saveProfile(
  db: Executor,
  userId: string,
  input: { name: string; username: string | undefined; details: StoredDetails },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(input.username ? { name: input.name, username: input.username } : { name: input.name })
      .where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, ...input.details })
      .onConflictDoUpdate({ target: profiles.userId, set: input.details });
  });
}

/** Sets the photo URL and hands back the one it replaced (read under a lock, so none is lost). */
export async function replaceImage(db: Executor, userId: string, image: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ image }).where(eq(users.id, userId));
    return current?.image ?? null;
  });
}

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** The four public counts of a profile and whether the viewer follows it, in one round trip. */
export async function readCounts(db: Executor, userId: string, viewerId: string | null) {
  const readyDecks = sql`${decks} where ${decks.ownerId} = ${userId} and ${decks.status} = 'ready'`;
  const [row] = await db
    .select({
      uploads: count(sql`select count(*) from ${readyDecks}`),
      views: count(sql`select coalesce(sum(${decks.views}), 0) from ${readyDecks}`),
      followers: count(sql`select count(*) from ${follows} where ${follows.followeeId} = ${userId}`),
      following: count(sql`select count(*) from ${follows} where ${follows.followerId} = ${userId}`),
      viewerFollows: viewerId
        ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
