import type { PlaylistNode } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useMyPlaylists } from '../api/get-my-playlists.ts';
import { usePublicPlaylists } from '../api/get-public-playlists.ts';
import { PlaylistGrid, PlaylistGridSkeleton } from './playlist-card.tsx';

interface TabQuery {
  data: { playlists: PlaylistNode[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  fetchStatus: string;
  refetch(): unknown;
}

/** The playlists tab of /profile/{username}: the owner's every playlist, others' public ones. */
export function ProfilePlaylistsTab({ username, isOwner }: { username: string; isOwner: boolean }) {
  const t = useT();
  const serverText = useServerText();
  const own = useMyPlaylists(isOwner);
  const shared = usePublicPlaylists(username, !isOwner);
  const query: TabQuery = isOwner ? own : shared;
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('playlists.loadWhenOnline')}</p>;
  }
  if (query.isPending) return <PlaylistGridSkeleton />;
  if (query.isError || !query.data) {
    return (
      <LoadFailed
        message={query.error ? serverText(query.error.message) : t('playlists.couldNotLoad')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { playlists } = query.data;
  if (!playlists.length) {
    return isOwner ? (
      <EmptyState
        title={t('playlists.youHaveNone')}
        headingLevel={3}
        action={
          <Link to={paths.playlist()} className={buttonClass('primary')}>
            {t('playlists.createOne')}
          </Link>
        }
      >
        <p>{t('playlists.groupHint')}</p>
      </EmptyState>
    ) : (
      <EmptyState title={t('playlists.noPublic')} headingLevel={3}>
        <p>{t('playlists.notShared', { owner: username })}</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {isOwner ? (
        <p className="text-sm text-slate-700">
          {t('playlists.privateSeenByYou')}{' '}
          <Link to={paths.playlist()} className="font-semibold text-brand-800 underline">
            {t('playlists.manage')}
          </Link>
        </p>
      ) : null}
      <PlaylistGrid
        levels={playlists}
        linkTo={(level) =>
          isOwner ? paths.playlist(...level.path) : paths.viewPlaylist(username, ...level.path)
        }
        headingLevel={3}
        showVisibility={isOwner}
        label={isOwner ? t('playlists.yours') : t('playlists.by', { owner: username })}
      />
    </div>
  );
}
