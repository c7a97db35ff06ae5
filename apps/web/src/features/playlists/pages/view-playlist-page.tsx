import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAccount } from '../../auth/index.ts';
import { usePublicLevel } from '../api/get-public-level.ts';
import { usePublicPlaylists } from '../api/get-public-playlists.ts';
import { LevelSkeleton } from '../components/level-skeleton.tsx';
import { PlaylistGrid, PlaylistGridSkeleton } from '../components/playlist-card.tsx';
import { PublicLevelView } from '../components/public-level-view.tsx';

const notFound = (
  <ContentNotFound
    title="This playlist is not available"
    description="It may be private, or its owner may have renamed or removed it."
    backTo={paths.slide()}
    backLabel="Browse slides"
  />
);

function PublicPlaylists({ username }: { username: string }) {
  const query = usePublicPlaylists(username);
  return (
    <QueryBoundary
      query={query}
      noun="page"
      skeleton={
        <PageContainer>
          <PlaylistGridSkeleton />
        </PageContainer>
      }
      notFound={notFound}
    >
      {({ owner, playlists }) => {
        const name = owner.username ?? username;
        const title = `Playlists by ${owner.displayName}`;
        return (
          <PageContainer>
            <PageMeta
              title={title}
              description={`Slide playlists ${owner.displayName} shares on MedShelf.`}
            />
            <PageHeader title={title} crumbs={[{ label: owner.displayName, to: paths.profile(name) }]} />
            {playlists.length ? (
              <PlaylistGrid
                levels={playlists}
                linkTo={(level) => paths.viewPlaylist(name, ...level.path)}
                headingLevel={2}
                showVisibility={false}
                label={title}
              />
            ) : (
              <EmptyState title="No public playlists yet">
                <p>{owner.displayName} has not shared any playlists.</p>
              </EmptyState>
            )}
          </PageContainer>
        );
      }}
    </QueryBoundary>
  );
}

function PublicLevel({ username, path }: { username: string; path: string[] }) {
  const query = usePublicLevel(username, path);
  const { data: account } = useAccount();
  return (
    <QueryBoundary query={query} noun="playlist" skeleton={<LevelSkeleton />} notFound={notFound}>
      {(level) => (
        <PublicLevelView username={username} level={level} isOwner={account?.user.id === level.owner.id} />
      )}
    </QueryBoundary>
  );
}

/** /viewplaylist/{username}/{l1?}/{l2?}/{l3?}: another member's public playlists, read-only. */
export function ViewPlaylistPage() {
  const { username = '', levelone, leveltwo, levelthree } = useParams();
  const path = [levelone, leveltwo, levelthree].filter((segment): segment is string => !!segment);
  return path.length ? (
    <PublicLevel username={username} path={path} />
  ) : (
    <PublicPlaylists username={username} />
  );
}
