import type { FollowerCountEvent, PublicProfile } from '@medshelf/shared';
import { limits } from '@medshelf/shared/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

/**
 * The follower count of the profile on screen, live (SPEC §7), for every visitor: a follow
 * made anywhere shows here without a reload. The browser retries a dropped stream itself; a
 * refused one is retried after 30 s, doubling up to 16 minutes (SPEC §9). Null: no profile (yet).
 */
export function useLiveFollowerCount(username: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!username) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number = limits.networkRetryStartMs;
    const connect = () => {
      source = new EventSource(peoplePath(username, '/events'));
      source.addEventListener('followers', (event) => {
        delay = limits.networkRetryStartMs;
        const { followerCount } = JSON.parse((event as MessageEvent<string>).data) as FollowerCountEvent;
        queryClient.setQueryData<PublicProfile>(peopleKeys.profile(username), (profile) =>
          profile ? { ...profile, counts: { ...profile.counts, followers: followerCount } } : profile,
        );
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, limits.networkRetryMaxMs);
      };
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [username, queryClient]);
}
