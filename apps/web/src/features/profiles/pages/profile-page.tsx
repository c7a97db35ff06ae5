import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { useAccount } from '../../auth/index.ts';
import { useLiveFollowerCount } from '../../follows/index.ts';
import { DeckGridSkeleton } from '../../slides/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileHeader, ProfileHeaderSkeleton } from '../components/profile-header.tsx';
import { ProfileTabs } from '../components/profile-tabs.tsx';
import { useRefetchOnViewerChange } from '../hooks/use-refetch-on-viewer-change.ts';

function Loading() {
  return (
    <PageContainer>
      <ProfileHeaderSkeleton />
      <div className="mt-8">
        <DeckGridSkeleton count={4} label="Loading decks…" />
      </div>
    </PageContainer>
  );
}

/** /profile/{username}: who the member is, their counts (followers live) and their five tabs. */
export function ProfilePage() {
  const { userId: username = '' } = useParams();
  const query = useProfile(username);
  const { data: account } = useAccount();
  // Only a profile that exists has a count to follow.
  useLiveFollowerCount(query.data ? query.data.username : null);
  useRefetchOnViewerChange(username, account === undefined ? undefined : (account?.user.id ?? null));
  return (
    <QueryBoundary
      query={query}
      noun="profile"
      skeleton={<Loading />}
      notFound={
        <ContentNotFound
          title={`No member called ${username}`}
          description="Check the spelling of the username, or find classmates through the search box."
          backTo={paths.home()}
          backLabel="Go to the home page"
        />
      }
    >
      {(profile) => (
        <PageContainer>
          <PageMeta
            title={`${profile.displayName} (@${profile.username})`}
            description={profile.details.summary || `${profile.displayName} on MedShelf`}
            image={profile.photoURL ?? undefined}
            atomFeed={{
              href: paths.profileFeed(profile.username),
              title: socialMessages.atomLink(profile.displayName),
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
