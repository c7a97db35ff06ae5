import type { PlaylistNode } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
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
  const own = useMyPlaylists(isOwner);
  const shared = usePublicPlaylists(username, !isOwner);
  const query: TabQuery = isOwner ? own : shared;
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">Playlists will load when you are back online.</p>;
  }
  if (query.isPending) return <PlaylistGridSkeleton />;
  if (query.isError || !query.data) {
    return (
      <LoadFailed
        message={query.error?.message ?? 'Playlists could not load.'}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { playlists } = query.data;
  if (!playlists.length) {
    return isOwner ? (
      <EmptyState
        title="You have no playlists yet"
        headingLevel={3}
        action={
          <Link to={paths.playlist()} className={buttonClass('primary')}>
            Create a playlist
          </Link>
        }
      >
        <p>Group decks by year, subject and topic, up to three levels deep.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No public playlists yet" headingLevel={3}>
        <p>{username} has not shared any playlists.</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {isOwner ? (
        <p className="text-sm text-slate-700">
          Private playlists are seen only by you.{' '}
          <Link to={paths.playlist()} className="font-semibold text-brand-800 underline">
            Manage your playlists
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
        label={isOwner ? 'Your playlists' : `Playlists by ${username}`}
      />
    </div>
  );
}
