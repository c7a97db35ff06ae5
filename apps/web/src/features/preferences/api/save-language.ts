import type { Account, SaveLanguageBody } from '@medshelf/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { accountQuery } from '../../auth/index.ts';

/**
 * Keeps the language on the account. A plain call, not useMutation: the switch is in the
 * start-up code, and TanStack's mutation code would add 1.2 KB gzip to it for one request.
 * A failure loses nothing the member sees: the cookie and the local store still hold the choice,
 * and the account takes it at the next change or sign-in.
 */
export async function saveLanguage(queryClient: QueryClient, body: SaveLanguageBody): Promise<void> {
  try {
    const account = await apiSend<Account>('PUT', '/api/account/language', body);
    queryClient.setQueryData(accountQuery().queryKey, account);
  } catch {
    // See above: nothing to undo.
  }
}
