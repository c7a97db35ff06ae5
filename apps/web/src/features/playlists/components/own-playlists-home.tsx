import type { Account } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useMyPlaylists } from '../api/get-my-playlists.ts';
import { useReorderLevels } from '../api/reorder.ts';
import { LevelList, LevelListSkeleton } from './level-list.tsx';
import { NewLevelForm } from './new-level-form.tsx';

function TopLevels() {
  const t = useT();
  const serverText = useServerText();
  const { data, isPending, isError, error, fetchStatus, refetch } = useMyPlaylists();
  const reorder = useReorderLevels();
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('playlists.appearWhenOnline')}</p>;
  }
  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('playlists.loadingYours')}</span>
        <LevelListSkeleton />
      </div>
    );
  }
  if (isError) return <LoadFailed message={serverText(error.message)} onRetry={() => void refetch()} />;
  if (!data.playlists.length) {
    return (
      <EmptyState title={t('playlists.noneYet')}>
        <p>{t('playlists.firstHint')}</p>
      </EmptyState>
    );
  }
  return (
    <LevelList
      levels={data.playlists}
      label={t('playlists.yours')}
      linkTo={(level) => paths.playlist(...level.path)}
      onReorder={(ids) =>
        reorder.mutate(
          { parentId: null, parentPath: [], ids },
          {
            onError: (failure) =>
              notify('error', t('playlists.orderNotSaved', { reason: serverText(failure.message) })),
          },
        )
      }
    />
  );
}

/** /playlist: the user's top-level playlists, a new one, and how others see them. */
export function OwnPlaylistsHome({ account }: { account: Account }) {
  const t = useT();
  const { username } = account.user;
  return (
    <div className="space-y-6">
      <NewLevelForm
        parentId={null}
        label={t('playlists.newPlaylist')}
        onCreated={(level) => notify('success', t('playlists.created', { name: level.name }))}
      />
      <section aria-labelledby="top-levels-heading">
        <h2 id="top-levels-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t('playlists.topLevel')}
        </h2>
        <TopLevels />
      </section>
      {username ? (
        <p className="text-sm text-slate-700">
          <RichText
            id="playlists.publicShowOn"
            components={{
              0: (
                <Link to={paths.viewPlaylist(username)} className="font-semibold text-brand-800 underline" />
              ),
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
