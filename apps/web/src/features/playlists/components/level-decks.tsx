import type { PlaylistLevel } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useReorderDecks } from '../api/reorder.ts';
import { useRemoveDeck } from '../api/save-deck.ts';
import { useMoveFocus } from '../hooks/use-move-focus.ts';
import { MoveButtons } from './move-buttons.tsx';

/** The decks of one of the user's levels, in their order: open, move, remove. */
export function LevelDecks({ level }: { level: PlaylistLevel }) {
  const t = useT();
  const serverText = useServerText();
  const { playlist } = level;
  const reorder = useReorderDecks(playlist.id, playlist.path);
  const remove = useRemoveDeck(playlist.id);
  const decks = level.items.map((item) => ({ ...item, id: item.deck.id }));
  const { move, buttonRef, announcement } = useMoveFocus(
    decks,
    (item) => item.deck.title,
    (ids) =>
      reorder.mutate(ids, {
        onError: (error) =>
          notify('error', t('playlists.orderNotSaved', { reason: serverText(error.message) })),
      }),
  );

  if (!decks.length) {
    return (
      <EmptyState
        title={t('playlists.noDecksYet')}
        headingLevel={3}
        action={
          <Link to={paths.slide()} className={buttonClass('primary')}>
            {t('playlists.browseSlides')}
          </Link>
        }
      >
        <p>{t('playlists.noDecksHint', { name: playlist.name })}</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ol
        aria-label={t('playlists.decksIn', { name: playlist.name })}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {decks.map((item, index) => {
          const { deck } = item;
          return (
            <li key={deck.id} className="flex flex-wrap items-center gap-3 px-3 py-2 sm:flex-nowrap">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {deck.thumbnail ? (
                  <img
                    src={deck.thumbnail}
                    alt=""
                    width={deck.thumbnailWidth}
                    height={deck.thumbnailHeight}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-[4/3] w-20 shrink-0 rounded-md bg-slate-100 object-contain"
                  />
                ) : (
                  <div aria-hidden="true" className="aspect-[4/3] w-20 shrink-0 rounded-md bg-slate-100" />
                )}
                <div className="min-w-0">
                  <Link
                    to={paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug)}
                    className="line-clamp-2 font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
                  >
                    {deck.title}
                  </Link>
                  <p className="truncate text-sm text-slate-600">
                    {t('playlists.deckLine', {
                      subject: deck.subCategory.name,
                      pages: deck.pageCount,
                      owner: deck.owner.displayName,
                    })}
                  </p>
                </div>
              </div>
              <div className="ml-auto flex items-center">
                {decks.length > 1 ? (
                  <MoveButtons
                    name={deck.title}
                    isFirst={index === 0}
                    isLast={index === decks.length - 1}
                    onMove={(direction) => move(item, direction)}
                    buttonRef={(direction) => buttonRef(deck.id, direction)}
                  />
                ) : null}
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-3 text-red-700!')}
                  aria-label={t('playlists.removeDeck', { title: deck.title })}
                  disabled={remove.isPending && remove.variables === deck.id}
                  onClick={() =>
                    remove.mutate(deck.id, {
                      onSuccess: () =>
                        notify(
                          'success',
                          t('playlists.removedDeck', { title: deck.title, name: playlist.name }),
                        ),
                      onError: (error) => notify('error', serverText(error.message)),
                    })
                  }
                >
                  <PlaylistIcon name="trash" />
                  <span className="hidden sm:inline">{t('playlists.remove')}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
