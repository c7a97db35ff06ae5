import type { Account, SaveLanguageBody } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { accountQuery } from '../../auth/index.ts';

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLanguageBody) => apiSend<Account>('PUT', '/api/account/language', body),
    onSuccess: (account) => queryClient.setQueryData(accountQuery().queryKey, account),
  });
}
