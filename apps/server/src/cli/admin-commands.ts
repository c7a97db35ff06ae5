import type { Database } from '../db/client.ts';
import { setAccountDisabled, setAccountRole } from '../modules/auth/index.ts';

export const usage = `Usage: npm run admin -- <command> <email>
  disable <email>        disable the account and end its sessions ('Your account has been disabled')
  enable <email>         enable it again
  grant-editor <email>   give the editor role (books, journals, feeds, reports)
  revoke-editor <email>  take the editor role back`;

const commands: Record<string, (db: Database, email: string) => Promise<boolean>> = {
  disable: (db, email) => setAccountDisabled(db, email, true),
  enable: (db, email) => setAccountDisabled(db, email, false),
  'grant-editor': (db, email) => setAccountRole(db, email, 'editor'),
  'revoke-editor': (db, email) => setAccountRole(db, email, 'user'),
};

/** Runs one admin command; returns the exit code and the line to print. */
export async function runAdminCommand(
  db: Database,
  args: string[],
): Promise<{ code: number; message: string }> {
  const [name, email] = args;
  const command = name ? commands[name] : undefined;
  if (!command || !email) return { code: 2, message: usage };
  const done = await command(db, email);
  return done
    ? { code: 0, message: `${name}: done for ${email}` }
    : { code: 1, message: `No account with the email ${email}` };
}
