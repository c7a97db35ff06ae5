import type { DisabledUser } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** POST /api/editor/users/:userId/disable: the account is disabled and signed out everywhere. */
export function disableUser(userId: string): Promise<DisabledUser> {
  return apiSend<DisabledUser>('POST', `/api/editor/users/${encodeURIComponent(userId)}/disable`);
}

export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.reportLists }),
  });
}
