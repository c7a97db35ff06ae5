import type { PlaylistNode } from '@medshelf/shared';
import { peopleLimits } from '@medshelf/shared/people-limits';
import { useId, useState } from 'react';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDeckPlaylists } from '../api/get-deck-playlists.ts';
import { useMyPlaylists } from '../api/get-my-playlists.ts';
import { useSaveDeck } from '../api/save-deck.ts';
import { NewLevelForm } from './new-level-form.tsx';

interface PickerState {
  held: Set<string>;
  /** The level whose "new sub-level" form is open ('top' for a new playlist), if any. */
  adding: string | null;
  setAdding(id: string | null): void;
  toggle(level: PlaylistNode, saved: boolean): void;
  created(level: PlaylistNode): void;
}

function PickerLevel({ level, state }: { level: PlaylistNode; state: PickerState }) {
  const t = useT();
  const id = useId();
  const adding = state.adding === level.id;
  const canNest = level.depth < peopleLimits.playlistMaxDepth;
  const above = level.path.length > 1 ? level.path.slice(0, -1).join(' / ') : null;
  return (
    <li>
      <div className="flex items-center gap-1">
        <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            checked={state.held.has(level.id)}
            onChange={(event) => state.toggle(level, event.target.checked)}
            aria-describedby={above ? `${id}-above` : undefined}
          />
          <span className="min-w-0 flex-1 truncate text-slate-900">{level.name}</span>
          {above ? (
            <span id={`${id}-above`} className="sr-only">
              {t('playlists.inAbove', { above })}
            </span>
          ) : null}
        </label>
        {canNest ? (
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
            aria-label={t('playlists.newSubLevel', { name: level.name })}
            aria-expanded={adding}
            onClick={() => state.setAdding(adding ? null : level.id)}
          >
            <PlaylistIcon name="plus" />
          </button>
        ) : null}
      </div>
      {adding ? (
        <div className="mb-2 ml-9">
          <NewLevelForm
            parentId={level.id}
            label={t('playlists.newSubLevel', { name: level.name })}
            autoFocus
            onCreated={state.created}
            onCancel={() => state.setAdding(null)}
          />
        </div>
      ) : null}
      {level.children.length ? (
        <ul className="ml-5 border-l border-slate-200 pl-2">
          {level.children.map((child) => (
            <PickerLevel key={child.id} level={child} state={state} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PickerSkeleton() {
  const t = useT();
  return (
    <div role="status" className="space-y-3 py-2">
      <span className="sr-only">{t('playlists.loadingYours')}</span>
      {['w-2/3', 'w-1/2', 'w-3/5'].map((width) => (
        <div key={width} className="flex items-center gap-3 px-2">
          <Skeleton className="size-5" />
          <Skeleton className={`h-4 ${width}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * Every level of the user's playlists with a tick for those holding the deck. A tick saves at
 * once; a new playlist or sub-level can be made at any level the depth allows, and the deck
 * goes straight into it.
 */
export function PlaylistPicker({ deckId, deckTitle }: { deckId: string; deckTitle: string }) {
  const t = useT();
  const serverText = useServerText();
  const tree = useMyPlaylists();
  const deck = useDeckPlaylists(deckId);
  const save = useSaveDeck(deckId);
  const [adding, setAdding] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Ticks being saved show at once, in the same render as the click.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const held = new Set(deck.data?.playlistIds ?? []);
  for (const [id, saved] of ticking) {
    if (saved) held.add(id);
    else held.delete(id);
  }

  const change = (level: PlaylistNode, saved: boolean) => {
    setError(null);
    setTicking((current) => new Map(current).set(level.id, saved));
    save.mutate(
      { playlistId: level.id, saved },
      {
        onSuccess: () =>
          setStatus(t(saved ? 'playlists.savedTo' : 'playlists.removedFrom', { name: level.name })),
        onError: (failure) => setError(serverText(failure.message)),
        onSettled: () =>
          setTicking((current) => {
            const next = new Map(current);
            next.delete(level.id);
            return next;
          }),
      },
    );
  };
  const state: PickerState = {
    held,
    adding,
    setAdding,
    toggle: change,
    created: (level) => {
      setAdding(null);
      change(level, true);
    },
  };

  if (tree.isPending || deck.isPending) return <PickerSkeleton />;
  if (tree.isError || deck.isError) {
    const failure = tree.error ?? deck.error;
    return (
      <LoadFailed
        message={failure ? serverText(failure.message) : t('playlists.yoursFailed')}
        onRetry={() => {
          void tree.refetch();
          void deck.refetch();
        }}
      />
    );
  }

  const levels = tree.data.playlists;
  return (
    <div className="space-y-3">
      {levels.length ? (
        <ul aria-label={t('playlists.yours')} className="max-h-[50dvh] overflow-y-auto py-1">
          {levels.map((level) => (
            <PickerLevel key={level.id} level={level} state={state} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('playlists.pickerEmpty', { title: deckTitle })}</p>
      )}
      {adding === 'top' || !levels.length ? (
        <NewLevelForm
          parentId={null}
          label={t('playlists.newPlaylist')}
          autoFocus={levels.length > 0}
          onCreated={state.created}
          onCancel={levels.length ? () => setAdding(null) : undefined}
        />
      ) : (
        <button type="button" className={buttonClass('ghost', 'px-2')} onClick={() => setAdding('top')}>
          <PlaylistIcon name="plus" />
          {t('playlists.newPlaylist')}
        </button>
      )}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
