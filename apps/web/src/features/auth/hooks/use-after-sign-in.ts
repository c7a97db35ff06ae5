import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pendingActionPath } from '../../../lib/pending-action.ts';
import { accountQuery } from '../api/get-account.ts';

/**
 * After a sign-in: load the account, then go on to `next` (e.g. /uploadslide after UPLOAD,
 * SPEC §4), or back to the deck where a visitor pressed Like, Save or Clip before joining. A
 * user without a username or preference is sent to /register by the layout.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (next: string | null) => {
    await queryClient.invalidateQueries({ queryKey: accountQuery().queryKey });
    const back = pendingActionPath() ?? next;
    if (back) navigate(back);
  };
}
