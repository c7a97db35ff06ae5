import type { FollowState, PublicProfile } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { peopleKeys, peoplePath } from '../../../lib/people-keys.ts';

export function setFollowing(username: string, following: boolean): Promise<FollowState> {
  return apiSend<FollowState>(following ? 'PUT' : 'DELETE', peoplePath(username, '/follow'));
}

/** Sets whether the viewer follows, and the follower count, on the cached profile. */
function withFollow(profile: PublicProfile | undefined, state: FollowState) {
  if (!profile) return profile;
  return {
    ...profile,
    counts: { ...profile.counts, followers: state.followerCount },
    viewer: { ...profile.viewer, following: state.following },
  };
}

/**
 * Follow / unfollow shows at once (optimistic) and is put back if the server refuses, so a
 * slow network never makes the button feel broken. The caller tells the person what failed.
 */
export function useFollowMember(username: string, viewerUsername: string | null) {
  const queryClient = useQueryClient();
  const key = peopleKeys.profile(username);
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(username, following),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<PublicProfile>(key);
      if (before && before.viewer.following !== following) {
        const followerCount = Math.max(0, before.counts.followers + (following ? 1 : -1));
        queryClient.setQueryData(key, withFollow(before, { following, followerCount }));
      }
      return { before };
    },
    onError: (_error, _following, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(key, (profile) => withFollow(profile, state));
      // Their followers list and the viewer's following list (and counts) changed.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.list(username, 'followers') });
      if (viewerUsername) void queryClient.invalidateQueries({ queryKey: peopleKeys.member(viewerUsername) });
    },
  });
}
