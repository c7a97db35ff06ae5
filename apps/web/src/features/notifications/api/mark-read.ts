import type { NotificationList, UnreadCount } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notification-keys.ts';

/** Marks one notification read (id) or all of them (null); the list and the count follow at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiSend<UnreadCount>(
        'POST',
        id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all',
      ),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                id === null || item.id === id ? { ...item, read: true } : item,
              ),
            }
          : list,
      );
    },
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unread, count),
  });
}
