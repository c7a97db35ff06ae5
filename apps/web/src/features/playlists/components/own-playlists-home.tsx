import type { Account } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../lib/notify.ts';
import { useMyPlaylists } from '../api/get-my-playlists.ts';
import { useReorderLevels } from '../api/reorder.ts';
import { LevelList, LevelListSkeleton } from './level-list.tsx';
import { NewLevelForm } from './new-level-form.tsx';

function TopLevels() {
  const { data, isPending, isError, error, fetchStatus, refetch } = useMyPlaylists();
  const reorder = useReorderLevels();
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">Your playlists will appear here when you are back online.</p>;
  }
  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your playlists…</span>
        <LevelListSkeleton />
      </div>
    );
  }
  if (isError) return <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  if (!data.playlists.length) {
    return (
      <EmptyState title="No playlists yet">
        <p>
          Name your first playlist above, e.g. “2nd year”, then add sub-levels such as “Pathology” and
          “Neoplasia”. Save decks into any level from a deck’s page.
        </p>
      </EmptyState>
    );
  }
  return (
    <LevelList
      levels={data.playlists}
      label="Your playlists"
      linkTo={(level) => paths.playlist(...level.path)}
      onReorder={(ids) =>
        reorder.mutate(
          { parentId: null, parentPath: [], ids },
          { onError: (failure) => notify('error', `The new order was not saved: ${failure.message}`) },
        )
      }
    />
  );
}

/** /playlist: the user's top-level playlists, a new one, and how others see them. */
export function OwnPlaylistsHome({ account }: { account: Account }) {
  const { username } = account.user;
  return (
    <div className="space-y-6">
      <NewLevelForm
        parentId={null}
        label="New playlist"
        onCreated={(level) => notify('success', `“${level.name}” created`)}
      />
      <section aria-labelledby="top-levels-heading">
        <h2 id="top-levels-heading" className="mb-3 text-xl font-bold text-slate-900">
          Top level
        </h2>
        <TopLevels />
      </section>
      {username ? (
        <p className="text-sm text-slate-700">
          Public playlists show on{' '}
          <Link to={paths.viewPlaylist(username)} className="font-semibold text-brand-800 underline">
            your shared playlists page
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
