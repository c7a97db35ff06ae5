import { messages } from '@medshelf/shared/messages';
import { writeLocal } from '../../../lib/local-store.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { authActions } from './auth-client.ts';
import { accountQuery } from './get-account.ts';

/** Log out (SPEC §4): clears the user, username and preference, here and in the local store. */
export async function signOut(navigate: (to: string) => void): Promise<void> {
  try {
    await authActions.signOut();
  } catch (error) {
    notifyFailure(error);
    return;
  }
  queryClient.setQueryData(accountQuery().queryKey, null);
  writeLocal('username', null);
  writeLocal('preference', null);
  navigate('/');
  notify('success', messages.loggedOut);
}
