import type { PlaylistNode } from '@medshelf/shared';
import { peopleLimits } from '@medshelf/shared/people-limits';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { useUpdatePlaylist } from '../api/change-playlists.ts';
import { playlistNameError } from './name-error.ts';

interface RenameLevelFormProps {
  level: PlaylistNode;
  onRenamed(level: PlaylistNode): void | Promise<void>;
  onCancel(): void;
}

/** Rename in place of the heading; Escape or Cancel leaves the name as it was. */
export function RenameLevelForm({ level, onRenamed, onCancel }: RenameLevelFormProps) {
  const t = useT();
  const serverText = useServerText();
  const id = useId();
  const [name, setName] = useState(level.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePlaylist();
  // The person just pressed Rename: typing starts at once.
  const focusOnMount = useFocusOnMount<HTMLInputElement>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = await playlistNameError(name, serverText);
    setError(problem);
    if (problem) return;
    if (name.trim() === level.name) return onCancel();
    try {
      await onRenamed(await update.mutateAsync({ id: level.id, name: name.trim() }));
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : t('playlists.renameFailed'));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('playlists.name')}
        </label>
        <input
          id={id}
          value={name}
          maxLength={peopleLimits.playlistNameMaxLength}
          ref={focusOnMount}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-lg font-semibold text-slate-900 aria-[invalid]:border-red-700"
        />
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
        {update.isPending ? t('playlists.saving') : t('playlists.saveName')}
      </button>
      <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
        {t('playlists.cancel')}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
