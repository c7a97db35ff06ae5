import type { NotificationList, UnreadCount } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notification-keys.ts';

/** The newest notifications, as the bell's list shows them. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => apiGet<NotificationList>('/api/notifications', { signal }),
  });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery(), enabled });
}

/**
 * The unread count. The live stream (/api/events) sets it whenever it changes, so it is asked
 * for once and never considered stale.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }): Promise<UnreadCount> => {
      const list = await apiGet<NotificationList>('/api/notifications?pageSize=1', { signal });
      return { unread: list.unread };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
