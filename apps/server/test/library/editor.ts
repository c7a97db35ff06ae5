import { setAccountRole } from '../../src/modules/auth/account-admin.ts';
import { signedInUser } from '../accounts.ts';
import type { TestApp } from '../build.ts';

/** A signed-in user given the editor role, as `npm run admin -- grant-editor` does. */
export async function editorUser(t: TestApp, username: string) {
  const user = await signedInUser(t, username);
  await setAccountRole(t.app.db, user.email, 'editor');
  return user;
}
