import type { PlaylistNode } from '@medshelf/shared';
import { useId } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useUpdatePlaylist } from '../api/change-playlists.ts';

interface VisibilitySwitchProps {
  level: PlaylistNode;
  onChanged(): Promise<unknown>;
}

/** Public / private as a switch, with what each means said beside it. */
export function VisibilitySwitch({ level, onChanged }: VisibilitySwitchProps) {
  const id = useId();
  const update = useUpdatePlaylist();
  const on = level.isPublic;
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-about`}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: level.id, isPublic: !on },
            {
              onSuccess: async () => {
                await onChanged();
                notify('success', on ? `“${level.name}” is private now` : `“${level.name}” is public now`);
              },
              onError: (error) => notify('error', error.message),
            },
          )
        }
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60 ${
          on ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            on ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
          Public
        </p>
        <p id={`${id}-about`} className="text-sm text-slate-700">
          {on ? 'Anyone can see this level and its decks.' : 'Only you can see this level.'}
        </p>
      </div>
    </div>
  );
}
