import type { Language } from '@medshelf/shared/languages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { profiles, sessions, users } from '../../db/schema/index.ts';

export type Role = 'user' | 'editor';

export async function userIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

export async function isDisabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, userId));
  return row?.disabled ?? false;
}

export async function setDisabled(db: Executor, userId: string, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled }).where(eq(users.id, userId));
}

export async function setRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Signs the user out everywhere. */
export async function deleteSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every user has a profile row from the start; repeating it is harmless. */
export async function ensureProfile(db: Executor, userId: string): Promise<void> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}

/** The id of the editor with this email; null when there is none or they are not an editor. */
export async function editorIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.role === 'editor' ? row.id : null;
}

/** The account of an email as typed at sign-in or sign-up (lower-cased), with its disabled flag. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The interface language the member chose while signed in; null when they never chose one. */
export async function languageOfUser(db: Executor, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
