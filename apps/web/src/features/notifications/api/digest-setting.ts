import type { DigestSetting } from '@medshelf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notification-keys.ts';

const digestKey = [...notificationKeys.all, 'digest'] as const;
const path = '/api/profile/digest';

export function useDigestSetting() {
  return useQuery({ queryKey: digestKey, queryFn: ({ signal }) => apiGet<DigestSetting>(path, { signal }) });
}

export function useSaveDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiSend<DigestSetting>('PUT', path, { enabled }),
    onSuccess: (setting) => queryClient.setQueryData(digestKey, setting),
  });
}
