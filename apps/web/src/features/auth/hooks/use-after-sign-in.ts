import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountQuery } from '../api/get-account.ts';

/**
 * After a sign-in: load the account, then go on to `next` (e.g. /uploadslide after UPLOAD,
 * SPEC §4). A user without a username or preference is sent to /register by the layout.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (next: string | null) => {
    await queryClient.invalidateQueries({ queryKey: accountQuery().queryKey });
    if (next) navigate(next);
  };
}
