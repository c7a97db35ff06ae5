import type { PlaylistNode } from '@medshelf/shared';
import { peopleLimits } from '@medshelf/shared/people-limits';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { useCreatePlaylist } from '../api/change-playlists.ts';
import { playlistNameError } from './name-error.ts';

interface NewLevelFormProps {
  parentId: string | null;
  /** The field's label, e.g. "New playlist" or "New sub-level in “Pathology”". */
  label: string;
  onCreated?: (level: PlaylistNode) => void | Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Name a new level and create it; a refused name keeps what was typed, with the reason. */
export function NewLevelForm({ parentId, label, onCreated, onCancel, autoFocus = false }: NewLevelFormProps) {
  const t = useT();
  const serverText = useServerText();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePlaylist();
  const focusOnMount = useFocusOnMount<HTMLInputElement>(autoFocus);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const problem = await playlistNameError(name, serverText);
    setError(problem);
    if (problem) return;
    try {
      const level = await create.mutateAsync({ name: name.trim(), parentId });
      setName('');
      await onCreated?.(level);
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : t('playlists.createFailed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          value={name}
          maxLength={peopleLimits.playlistNameMaxLength}
          // Opened on request (a "New sub-level" button): typing starts at once.
          ref={focusOnMount}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('playlists.namePlaceholder')}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid]:border-red-700"
        />
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
        {create.isPending ? t('playlists.creating') : t('playlists.create')}
      </button>
      {onCancel ? (
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          {t('playlists.cancel')}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
