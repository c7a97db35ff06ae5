import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { useMyLevel } from '../api/get-my-level.ts';
import { LevelSkeleton } from '../components/level-skeleton.tsx';
import { OwnLevelView } from '../components/own-level-view.tsx';
import { OwnPlaylistsHome } from '../components/own-playlists-home.tsx';

/** The slugs of /playlist/{l1?}/{l2?}/{l3?}, top level first. */
function useLevelPath(): string[] {
  const { levelone, leveltwo, levelthree } = useParams();
  return [levelone, leveltwo, levelthree].filter((segment): segment is string => !!segment);
}

function OwnLevel({ path }: { path: string[] }) {
  const t = useT();
  const query = useMyLevel(path);
  return (
    <QueryBoundary
      query={query}
      noun="playlist"
      skeleton={<LevelSkeleton />}
      notFound={
        <ContentNotFound
          title={t('playlists.notThere')}
          description={t('playlists.notThereHint')}
          backTo={paths.playlist()}
          backLabel={t('playlists.yours')}
        />
      }
    >
      {(level) => <OwnLevelView level={level} />}
    </QueryBoundary>
  );
}

export function PlaylistPage() {
  const t = useT();
  const path = useLevelPath();
  const { data: account, isPending } = useAccount();
  if (isPending) return <LevelSkeleton />;
  if (account && path.length) return <OwnLevel path={path} />;
  return (
    <PageContainer>
      <PageMeta title={t('playlists.yours')} />
      <PageHeader title={t('playlists.yours')} description={t('playlists.groupHint')} />
      {account ? (
        <OwnPlaylistsHome account={account} />
      ) : (
        <SignInRequired title={t('playlists.signInToKeep')} reason={t('playlists.signInReason')} />
      )}
    </PageContainer>
  );
}
