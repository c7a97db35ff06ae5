import type { Account, SavePreferenceBody } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { accountQuery } from './get-account.ts';

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePreferenceBody) => apiSend<Account>('PUT', '/api/account/preference', body),
    onSuccess: (account) => queryClient.setQueryData(accountQuery().queryKey, account),
  });
}
