import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { useLiveFollowerCount } from '../../follows/index.ts';
import { DeckGridSkeleton } from '../../slides/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileHeader, ProfileHeaderSkeleton } from '../components/profile-header.tsx';
import { ProfileTabs } from '../components/profile-tabs.tsx';
import { useRefetchOnViewerChange } from '../hooks/use-refetch-on-viewer-change.ts';

function Loading() {
  const t = useT();
  return (
    <PageContainer>
      <ProfileHeaderSkeleton />
      <div className="mt-8">
        <DeckGridSkeleton count={4} label={t('profile.loadingDecks')} />
      </div>
    </PageContainer>
  );
}

/** /profile/{username}: who the member is, their counts (followers live) and their five tabs. */
export function ProfilePage() {
  const socialText = useSharedText('social', socialMessages);
  const t = useT();
  const { userId: username = '' } = useParams();
  const query = useProfile(username);
  const { data: account } = useAccount();
  // Only a profile that exists has a count to follow.
  useLiveFollowerCount(query.data ? query.data.username : null);
  useRefetchOnViewerChange(username, account === undefined ? undefined : (account?.user.id ?? null));
  return (
    <QueryBoundary
      query={query}
      noun={t('profile.noun')}
      skeleton={<Loading />}
      notFound={
        <ContentNotFound
          title={t('profile.notFound', { username })}
          description={t('profile.notFoundText')}
          backTo={paths.home()}
          backLabel={t('ui.goHome')}
        />
      }
    >
      {(profile) => (
        <PageContainer>
          <PageMeta
            title={`${profile.displayName} (@${profile.username})`}
            description={profile.details.summary || t('profile.onMedShelf', { name: profile.displayName })}
            image={profile.photoURL ?? undefined}
            atomFeed={{
              href: paths.profileFeed(profile.username),
              title: socialText.atomLink(profile.displayName),
            }}
          />
          <ProfileHeader profile={profile} account={account} />
          <div className="mt-8">
            <ProfileTabs profile={profile} />
          </div>
        </PageContainer>
      )}
    </QueryBoundary>
  );
}
