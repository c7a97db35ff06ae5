import type { PlaylistLevel } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { SavePlaylistOffline } from '../../offline/index.ts';
import { DeckGrid } from '../../slides/index.ts';
import { LevelBreadcrumbs } from './level-breadcrumbs.tsx';
import { levelCounts } from './level-counts.ts';
import { LevelList } from './level-list.tsx';

interface PublicLevelViewProps {
  username: string;
  level: PlaylistLevel;
  /** The signed-in user is its owner: a way to the editable page. */
  isOwner: boolean;
}

/** Another member's public level, read-only: its public sub-levels and its decks. */
export function PublicLevelView({ username, level, isOwner }: PublicLevelViewProps) {
  const { playlist, breadcrumbs, owner } = level;
  const t = useT();
  const name = owner.username ?? username;
  return (
    <PageContainer>
      <PageMeta
        title={t('playlists.publicTitle', { name: playlist.name, owner: owner.displayName })}
        description={t('playlists.publicDescription', {
          counts: levelCounts(t, playlist),
          name: playlist.name,
          owner: owner.displayName,
        })}
        image={playlist.thumbnail ?? undefined}
      />
      <header className="mb-8 space-y-3">
        <LevelBreadcrumbs
          crumbs={[
            { label: t('playlists.by', { owner: owner.displayName }), to: paths.viewPlaylist(name) },
            ...breadcrumbs.map((crumb) => ({
              label: crumb.name,
              to: paths.viewPlaylist(name, ...crumb.path),
            })),
          ]}
          current={playlist.name}
        />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{playlist.name}</h1>
        <p className="text-slate-700">
          {levelCounts(t, playlist)} ·{' '}
          <RichText
            id="playlists.byLink"
            values={{ owner: owner.displayName }}
            components={{
              0: <Link to={paths.profile(name)} className="font-semibold text-brand-800 underline" />,
            }}
          />
        </p>
        <div className="flex flex-wrap gap-2">
          <SavePlaylistOffline name={playlist.name} deckIds={level.items.map((item) => item.deck.id)} />
          {isOwner ? (
            <Link to={paths.playlist(...playlist.path)} className={buttonClass('secondary')}>
              {t('playlists.edit')}
            </Link>
          ) : null}
        </div>
      </header>
      {playlist.children.length ? (
        <section aria-labelledby="public-sub-levels" className="mb-10">
          <h2 id="public-sub-levels" className="mb-3 text-xl font-bold text-slate-900">
            {t('playlists.subLevels')}
          </h2>
          <LevelList
            levels={playlist.children}
            label={t('playlists.subLevelsOf', { name: playlist.name })}
            linkTo={(child) => paths.viewPlaylist(name, ...child.path)}
          />
        </section>
      ) : null}
      <section aria-labelledby="public-decks">
        <h2 id="public-decks" className="mb-3 text-xl font-bold text-slate-900">
          {t('playlists.decks')}
        </h2>
        {level.items.length ? (
          <DeckGrid
            decks={level.items.map((item) => item.deck)}
            headingLevel={3}
            label={t('playlists.decksIn', { name: playlist.name })}
          />
        ) : (
          <EmptyState title={t('playlists.noDecksOnLevel')} headingLevel={3}>
            <p>
              {playlist.children.length
                ? t('playlists.decksAbove')
                : t('playlists.ownerSavedNone', { owner: owner.displayName })}
            </p>
          </EmptyState>
        )}
      </section>
    </PageContainer>
  );
}
