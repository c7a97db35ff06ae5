import type { FollowerCountEvent, PublicProfile } from '@medshelf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '../../../lib/live-stream.ts';
import { peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

/**
 * The follower count of the profile on screen, live (SPEC §7), for every visitor: a follow
 * made anywhere shows here without a reload. Null: no profile (yet).
 */
export function useLiveFollowerCount(username: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!username) return;
    return followEventStream(peoplePath(username, '/events'), {
      followers: (data) => {
        const { followerCount } = data as FollowerCountEvent;
        queryClient.setQueryData<PublicProfile>(peopleKeys.profile(username), (profile) =>
          profile ? { ...profile, counts: { ...profile.counts, followers: followerCount } } : profile,
        );
      },
    });
  }, [username, queryClient]);
}
