import type { PlaylistLevel, PlaylistNode } from '@medshelf/shared';
import { peopleLimits } from '@medshelf/shared/people-limits';
import { paths } from '@medshelf/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlaylistIcon, VisibilityBadge } from '../../../components/ui/playlist-icons.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { SavePlaylistOffline } from '../../offline/index.ts';
import { useRefreshMyPlaylists } from '../api/change-playlists.ts';
import { playlistKeys } from '../api/playlist-keys.ts';
import { useReorderLevels } from '../api/reorder.ts';
import { DeleteLevelDialog } from './delete-level-dialog.tsx';
import { LevelBreadcrumbs } from './level-breadcrumbs.tsx';
import { levelCounts } from './level-counts.ts';
import { LevelDecks } from './level-decks.tsx';
import { LevelList } from './level-list.tsx';
import { LevelSharing } from './level-sharing.tsx';
import { NewLevelForm } from './new-level-form.tsx';
import { RenameLevelForm } from './rename-level-form.tsx';
import { VisibilitySwitch } from './visibility-switch.tsx';

const maxDepth = peopleLimits.playlistMaxDepth;

function SubLevels({ level }: { level: PlaylistLevel }) {
  const t = useT();
  const serverText = useServerText();
  const { playlist } = level;
  const reorder = useReorderLevels();
  if (playlist.depth >= maxDepth) {
    return <p className="text-slate-700">{t('playlists.deepest', { name: playlist.name, max: maxDepth })}</p>;
  }
  return (
    <div className="space-y-4">
      {playlist.children.length ? (
        <LevelList
          levels={playlist.children}
          label={t('playlists.subLevelsOf', { name: playlist.name })}
          linkTo={(child) => paths.playlist(...child.path)}
          onReorder={(ids) =>
            reorder.mutate(
              { parentId: playlist.id, parentPath: playlist.path, ids },
              {
                onError: (error) =>
                  notify('error', t('playlists.orderNotSaved', { reason: serverText(error.message) })),
              },
            )
          }
        />
      ) : (
        <p className="text-slate-700">{t('playlists.noSubLevels', { name: playlist.name, max: maxDepth })}</p>
      )}
      <NewLevelForm
        parentId={playlist.id}
        label={t('playlists.newSubLevel', { name: playlist.name })}
        onCreated={(child) => notify('success', t('playlists.created', { name: child.name }))}
      />
    </div>
  );
}

/** One of the user's own levels: name, sharing, sub-levels and decks, all editable. */
export function OwnLevelView({ level }: { level: PlaylistLevel }) {
  const t = useT();
  const { playlist, breadcrumbs } = level;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshMyPlaylists();
  const [renaming, setRenaming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!renaming && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  }, [renaming]);

  const renamed = async (node: PlaylistNode) => {
    // The new address shows at once with what is known, then loads the rest.
    queryClient.setQueryData<PlaylistLevel>(playlistKeys.myLevel(node.path), { ...level, playlist: node });
    await refresh('onNextView');
    await navigate(paths.playlist(...node.path), { replace: true });
    focusHeading.current = true;
    setRenaming(false);
    notify('success', t('playlists.renamed'));
  };

  const deleted = async () => {
    await refresh('onNextView');
    await navigate(paths.playlist(...playlist.path.slice(0, -1)), { replace: true });
    notify('success', t('playlists.deleted', { name: playlist.name }));
  };

  return (
    <PageContainer>
      <PageMeta title={playlist.name} />
      <header className="mb-8 space-y-4">
        <div>
          <LevelBreadcrumbs
            crumbs={[
              { label: t('playlists.yours'), to: paths.playlist() },
              ...breadcrumbs.map((crumb) => ({ label: crumb.name, to: paths.playlist(...crumb.path) })),
            ]}
            current={playlist.name}
          />
          {renaming ? (
            <RenameLevelForm
              level={playlist}
              onRenamed={renamed}
              onCancel={() => {
                focusHeading.current = true;
                setRenaming(false);
              }}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <h1
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
              >
                {playlist.name}
              </h1>
              <VisibilityBadge isPublic={playlist.isPublic} />
            </div>
          )}
          <p className="mt-1 text-slate-700">
            {levelCounts(t, playlist)} · {t('playlists.levelOf', { level: playlist.depth, max: maxDepth })}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <VisibilitySwitch level={playlist} onChanged={() => refresh()} />
          <div className="flex flex-wrap gap-2">
            {renaming ? null : (
              <button type="button" className={buttonClass('secondary')} onClick={() => setRenaming(true)}>
                <PlaylistIcon name="edit" />
                {t('playlists.rename')}
              </button>
            )}
            <SavePlaylistOffline name={playlist.name} deckIds={level.items.map((item) => item.deck.id)} />
            <DeleteLevelDialog level={playlist} onDeleted={deleted} />
          </div>
        </div>
        <LevelSharing level={level} />
      </header>
      <section aria-labelledby="sub-levels-heading" className="mb-10">
        <h2 id="sub-levels-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t('playlists.subLevels')}
        </h2>
        <SubLevels level={level} />
      </section>
      <section aria-labelledby="decks-heading">
        <h2 id="decks-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t('playlists.decks')}
        </h2>
        <LevelDecks level={level} />
      </section>
    </PageContainer>
  );
}
