import { type Account, messages, type SavePreferenceBody, usernameSchema } from '@medshelf/shared';
import type { Language } from '@medshelf/shared/languages';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import * as repository from './repository.ts';

export const isUsernameTaken = (db: Database, username: string) => repository.isUsernameTaken(db, username);

export async function getAccount(db: Database, userId: string): Promise<Account> {
  const account = await repository.readAccount(db, userId);
  if (!account) throw new Error(`signed-in user ${userId} has no row`);
  return account;
}

/**
 * The preference dialog's save (SPEC §4, §5): a faculty always, a username only when the user
 * has none yet. Returns the account as it is now.
 */
export async function savePreference(
  db: Database,
  userId: string,
  body: SavePreferenceBody,
): Promise<Account> {
  const current = await getAccount(db, userId);
  const needsUsername = current.user.username === null;
  const faculty = body.faculty?.trim() || undefined;
  const username = needsUsername ? body.username?.trim() || undefined : undefined;

  if (needsUsername && !faculty && !username) throw badRequest(messages.selectBoth);
  if (!faculty || !(await repository.facultyExists(db, faculty))) throw badRequest(messages.selectPreference);
  if (needsUsername) {
    const parsed = usernameSchema.safeParse(username ?? '');
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.required);
    if (await repository.isUsernameTaken(db, parsed.data, userId)) throw conflict(messages.usernameTaken);
  }
  await repository.savePreference(db, userId, faculty, username);
  return getAccount(db, userId);
}

/** Keeps the interface language on the account; returns the account as it is now. */
export async function saveLanguage(db: Database, userId: string, language: Language): Promise<Account> {
  await repository.saveLanguage(db, userId, language);
  return getAccount(db, userId);
}
