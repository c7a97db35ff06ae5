import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type Role = 'user' | 'editor';

async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

/**
 * Disables (and signs out everywhere) or re-enables the account with this id. Run it inside a
 * transaction (`db` may be one): the flag and the sessions change together.
 */
export async function applyAccountDisabled(db: Database, id: string, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled }).where(eq(users.id, id));
  if (disabled) await db.delete(sessions).where(eq(sessions.userId, id));
}

/** Disables (and signs out everywhere) or re-enables an account. False when no such email. */
export async function setAccountDisabled(db: Database, email: string, disabled: boolean): Promise<boolean> {
  const id = await userIdByEmail(db, email);
  if (!id) return false;
  await db.transaction((tx) => applyAccountDisabled(tx, id, disabled));
  return true;
}

/** Grants or takes back the editor role. False when no such email. */
export async function setAccountRole(db: Database, email: string, role: Role): Promise<boolean> {
  const id = await userIdByEmail(db, email);
  if (!id) return false;
  await db.update(users).set({ role }).where(eq(users.id, id));
  return true;
}
