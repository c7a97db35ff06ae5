import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { savedChanged, useSavedItems } from '../api/saved-items.ts';
import { removeDeck } from '../model/save-deck.ts';
import { removePlaylist } from '../model/save-playlist.ts';
import type { SavedDeck, SavedPlaylist } from '../model/saved-index.ts';
import { SavedDeckRow } from './saved-deck-row.tsx';
import { StorageSummary } from './storage-summary.tsx';

const removeClass = 'min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50';

function useRemove() {
  const [removing, setRemoving] = useState<string | null>(null);
  const run = async (id: string, task: () => Promise<void>) => {
    setRemoving(id);
    await task().finally(() => setRemoving(null));
    await savedChanged();
  };
  return { removing, run };
}

function PlaylistGroup({
  playlist,
  decks,
  remove,
}: {
  playlist: SavedPlaylist;
  decks: SavedDeck[];
  remove: ReturnType<typeof useRemove>;
}) {
  const t = useT();
  const language = useLanguageCode();
  const bytes = decks.reduce((sum, deck) => sum + deck.bytes, 0);
  const notSaved = playlist.deckIds.length - decks.filter((deck) => deck.complete).length;
  const headingId = useId();
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2" data-testid="saved-playlist">
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <h4 id={headingId} className="font-semibold text-slate-900">
              {playlist.name}
            </h4>
            <p className="text-sm text-slate-700">
              {t('offline.playlistRow', { count: decks.length, size: formatBytes(bytes, language) })}
              {notSaved > 0 ? ` · ${t('offline.notSaved', { count: notSaved })}` : ''}
            </p>
          </div>
          <button
            type="button"
            className={removeClass}
            disabled={remove.removing === playlist.key}
            onClick={() => remove.run(playlist.key, () => removePlaylist(playlist.key))}
          >
            {t('offline.remove')}
            <span className="sr-only"> {t('offline.thePlaylist', { name: playlist.name })}</span>
          </button>
        </div>
        <ul className="divide-y divide-slate-100">
          {decks.map((deck) => (
            <SavedDeckRow key={deck.id} deck={deck} />
          ))}
        </ul>
      </section>
    </li>
  );
}

/**
 * What this device keeps: saved playlists as groups of their decks (removed together, as they
 * were saved together), then decks saved on their own. A deck in a saved playlist shows only
 * there; its space is counted once.
 */
export function SavedList() {
  const t = useT();
  const { data, isPending } = useSavedItems();
  const remove = useRemove();
  if (isPending || !data) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('offline.loadingSaved')}</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const groups = data.playlists.map((playlist) => ({
    playlist,
    decks: data.decks.filter((deck) => deck.savedBy.includes(`playlist:${playlist.key}`)),
  }));
  const grouped = new Set(groups.flatMap((group) => group.decks.map((deck) => deck.id)));
  const ownDecks = data.decks.filter((deck) => !grouped.has(deck.id));
  if (groups.length === 0 && ownDecks.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center">
        <h3 className="font-semibold text-slate-900">{t('offline.nothingSaved')}</h3>
        <p className="mt-2 text-sm text-slate-700">{t('offline.nothingSavedHint')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <StorageSummary savedBytes={data.bytes} />
      {groups.length > 0 ? (
        <section aria-labelledby="saved-playlists-heading">
          <h3 id="saved-playlists-heading" className="mb-2 text-base font-bold text-slate-900">
            {t('offline.playlists')}
          </h3>
          <ul className="space-y-2">
            {groups.map((group) => (
              <PlaylistGroup key={group.playlist.key} {...group} remove={remove} />
            ))}
          </ul>
        </section>
      ) : null}
      {ownDecks.length > 0 ? (
        <section aria-labelledby="saved-decks-heading">
          <h3 id="saved-decks-heading" className="mb-1 text-base font-bold text-slate-900">
            {t('offline.decks')}
          </h3>
          <ul className="divide-y divide-slate-100">
            {ownDecks.map((deck) => (
              <SavedDeckRow
                key={deck.id}
                deck={deck}
                removing={remove.removing === deck.id}
                onRemove={() => remove.run(deck.id, () => removeDeck(deck.id))}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
