import type { PlaylistNode } from '@medshelf/shared';
import { useId } from 'react';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdatePlaylist } from '../api/change-playlists.ts';

interface VisibilitySwitchProps {
  level: PlaylistNode;
  onChanged(): Promise<unknown>;
}

/** Public / private as a switch, with what each means said beside it. */
export function VisibilitySwitch({ level, onChanged }: VisibilitySwitchProps) {
  const t = useT();
  const serverText = useServerText();
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
                notify(
                  'success',
                  t(on ? 'playlists.nowPrivate' : 'playlists.nowPublic', { name: level.name }),
                );
              },
              onError: (error) => notify('error', serverText(error.message)),
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
          {t('playlists.public')}
        </p>
        <p id={`${id}-about`} className="text-sm text-slate-700">
          {on ? t('playlists.anyoneCanSee') : t('playlists.onlyYouCanSee')}
        </p>
      </div>
    </div>
  );
}
