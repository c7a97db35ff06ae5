import type { Account } from '@medshelf/shared';
import type { Language } from '@medshelf/shared/languages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { faculties, followerCountColumn, preferences, users } from '../../db/schema/index.ts';

export async function readAccount(db: Executor, userId: string): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      username: users.username,
      role: users.role,
      language: users.language,
      preference: preferences.facultySlug,
      // In the same statement: every page a member opens reads the account.
      followerCount: followerCountColumn(),
    })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    user: {
      id: row.id,
      email: row.email,
      displayName: row.name,
      photoURL: row.image,
      username: row.username,
      role: row.role,
    },
    preference: row.preference,
    language: row.language,
    followerCount: row.followerCount,
  };
}

export async function facultyExists(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: faculties.slug }).from(faculties).where(eq(faculties.slug, slug));
  return row !== undefined;
}

export async function isUsernameTaken(
  db: Executor,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined && row.id !== exceptUserId;
}

/** Saves the preference, and the username when given, in one transaction. */
export async function savePreference(
  db: Executor,
  userId: string,
  facultySlug: string,
  username: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (username) await tx.update(users).set({ username }).where(eq(users.id, userId));
    await tx
      .insert(preferences)
      .values({ userId, facultySlug })
      .onConflictDoUpdate({ target: preferences.userId, set: { facultySlug, updatedAt: new Date() } });
  });
}

export async function saveLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
