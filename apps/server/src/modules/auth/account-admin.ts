import type { Executor } from '../../db/executor.ts';
import { deleteSessions, type Role, setDisabled, setRole, userIdByEmail } from './repository.ts';

/**
 * Disables (and signs out everywhere) or re-enables the account with this id. Run it inside a
 * transaction (`db` may be one): the flag and the sessions change together.
 */
export async function applyAccountDisabled(db: Executor, id: string, disabled: boolean): Promise<void> {
  await setDisabled(db, id, disabled);
  if (disabled) await deleteSessions(db, id);
}

/** Disables (and signs out everywhere) or re-enables an account. False when no such email. */
export async function setAccountDisabled(db: Executor, email: string, disabled: boolean): Promise<boolean> {
  const id = await userIdByEmail(db, email);
  if (!id) return false;
  await db.transaction((tx) => applyAccountDisabled(tx, id, disabled));
  return true;
}

/** Grants or takes back the editor role. False when no such email. */
export async function setAccountRole(db: Executor, email: string, role: Role): Promise<boolean> {
  const id = await userIdByEmail(db, email);
  if (!id) return false;
  await setRole(db, id, role);
  return true;
}
