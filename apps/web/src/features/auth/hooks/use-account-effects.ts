import type { Account, Faculty, UnreadCount } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { followEventStream } from '../../../lib/live-stream.ts';
import { writeLocal } from '../../../lib/local-store.ts';
import { notificationKeys } from '../../../lib/notification-keys.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { accountQuery, useAccount } from '../api/get-account.ts';

/** SPEC §4: a signed-in user with no username or no preference is sent to /register. */
function useRegisterRedirect(account: Account | null | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const incomplete = !!account && (!account.user.username || !account.preference);
  useEffect(() => {
    if (incomplete && pathname !== paths.register()) navigate(paths.register(), { replace: true });
  }, [incomplete, pathname, navigate]);
}

/** SPEC §3: username and preference (the faculty object) are also kept in the local store. */
function useLocalStoreSync(account: Account | null | undefined) {
  const { data: taxonomy } = useTaxonomy();
  useEffect(() => {
    if (account === undefined) return;
    writeLocal('username', account?.user.username ?? null);
    if (!account) return;
    const faculty: Faculty | undefined = taxonomy?.faculties.find((f) => f.slug === account.preference);
    if (faculty) writeLocal('preference', JSON.stringify(faculty));
  }, [account, taxonomy]);
}

/**
 * Live account updates (SPEC §7 listeners) over Server-Sent Events: every open tab hears a new
 * username, preference or follower count, and the bell's unread count. The browser retries a dropped stream itself; a
 * refused one is retried after 30 s, doubling up to 16 minutes (SPEC §9).
 */
function useLiveAccount(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return followEventStream('/api/events', {
      account: (account) => queryClient.setQueryData(accountQuery().queryKey, account as Account),
      // The bell's count: set here, where the stream is, for the bell to read.
      notifications: (data) => {
        const count = data as UnreadCount;
        const before = queryClient.getQueryData<UnreadCount>(notificationKeys.unread);
        queryClient.setQueryData(notificationKeys.unread, count);
        if (before?.unread !== count.unread)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      },
    });
  }, [userId, queryClient]);
}

export function useAccountEffects() {
  const { data: account } = useAccount();
  useRegisterRedirect(account);
  useLocalStoreSync(account);
  useLiveAccount(account?.user.id);
}
