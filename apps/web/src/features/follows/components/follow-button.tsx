import type { Account, PublicProfile } from '@medshelf/shared';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { openJoinNow } from '../../../lib/join-now.ts';
import { notify } from '../../../lib/notify.ts';
import { useFollowMember } from '../api/follow-member.ts';

interface FollowButtonProps {
  profile: PublicProfile;
  /** The viewer's account: undefined while not known yet, null when signed out. */
  account: Account | null | undefined;
}

/**
 * Follow / Unfollow. A visitor who is signed out is asked to join first and comes back to this
 * profile; a refusal puts the button back and says what went wrong.
 */
export function FollowButton({ profile, account }: FollowButtonProps) {
  const t = useT();
  const { pathname } = useLocation();
  const follow = useFollowMember(profile.username, account?.user.username ?? null);
  const following = profile.viewer.following;
  return (
    <button
      type="button"
      className={buttonClass(following ? 'secondary' : 'primary', 'min-w-32')}
      onClick={() => {
        if (account === null) return openJoinNow(pathname);
        follow.mutate(!following, {
          onError: (error) => {
            if (error instanceof ApiError && error.status === 401) return openJoinNow(pathname);
            const values = { name: profile.displayName, reason: error.message };
            notify(
              'error',
              following ? t('follows.unfollowFailed', values) : t('follows.followFailed', values),
            );
          },
        });
      }}
    >
      {following ? t('follows.unfollow') : t('follows.follow')}
    </button>
  );
}
