import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { usePublicLevel } from '../api/get-public-level.ts';
import { usePublicPlaylists } from '../api/get-public-playlists.ts';
import { LevelSkeleton } from '../components/level-skeleton.tsx';
import { PlaylistGrid, PlaylistGridSkeleton } from '../components/playlist-card.tsx';
import { PublicLevelView } from '../components/public-level-view.tsx';

function NotFound() {
  const t = useT();
  return (
    <ContentNotFound
      title={t('playlists.notAvailable')}
      description={t('playlists.notAvailableHint')}
      backTo={paths.slide()}
      backLabel={t('playlists.browseSlides')}
    />
  );
}

function PublicPlaylists({ username }: { username: string }) {
  const t = useT();
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
      notFound={<NotFound />}
    >
      {({ owner, playlists }) => {
        const name = owner.username ?? username;
        const title = t('playlists.by', { owner: owner.displayName });
        return (
          <PageContainer>
            <PageMeta
              title={title}
              description={t('playlists.viewDescription', { owner: owner.displayName })}
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
              <EmptyState title={t('playlists.noPublic')}>
                <p>{t('playlists.notShared', { owner: owner.displayName })}</p>
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
    <QueryBoundary query={query} noun="playlist" skeleton={<LevelSkeleton />} notFound={<NotFound />}>
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
