import type { Account, PublicProfile } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { MemberAvatar } from '../../../components/ui/member-avatar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { FollowButton } from '../../follows/index.ts';
import { ProfileCounts } from './profile-counts.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { SocialLinks } from './social-links.tsx';

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** The viewer's account: undefined while not known yet, null when signed out. */
  account: Account | null | undefined;
}

/** Who the member is: photo, name, username, summary, details, links, counts, Follow or Edit. */
export function ProfileHeader({ profile, account }: ProfileHeaderProps) {
  const t = useT();
  return (
    <header className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <MemberAvatar photoURL={profile.photoURL} initial={profile.initial} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {profile.displayName}
          </h1>
          <p className="text-slate-700">@{profile.username}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {profile.viewer.isOwner ? (
            <Link to={paths.profileDetails()} className={buttonClass('secondary')}>
              {t('profile.edit')}
            </Link>
          ) : (
            <FollowButton profile={profile} account={account} />
          )}
        </div>
      </div>
      {profile.details.summary ? (
        <p className="max-w-prose whitespace-pre-line break-words text-slate-800">
          {profile.details.summary}
        </p>
      ) : null}
      <ProfileFacts profile={profile} />
      <SocialLinks details={profile.details} name={profile.displayName} />
      <ProfileCounts counts={profile.counts} />
    </header>
  );
}

export function ProfileHeaderSkeleton() {
  const t = useT();
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t('profile.loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-4 w-full max-w-prose" />
      <Skeleton className="h-4 w-2/3 max-w-prose" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
