import { peopleLimits } from '@medshelf/shared/people-limits';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

interface ClipFieldsProps {
  note: string;
  onNote(note: string): void;
  isPublic: boolean;
  onPublic(isPublic: boolean): void;
  error: string | null;
  /** What making it public does; a clip's by default. */
  publicHint?: string;
}

/** The note and the public/private choice of a clip or a highlight, when making and when editing. */
export function ClipFields({ note, onNote, isPublic, onPublic, error, publicHint }: ClipFieldsProps) {
  const t = useT();
  const id = useId();
  const left = peopleLimits.clipNoteMaxLength - note.length;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          {t('clipboard.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          maxLength={peopleLimits.clipNoteMaxLength}
          onChange={(event) => onNote(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid]:border-red-700"
        />
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600">
          {t('clipboard.charactersLeft', { left })}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(event) => onPublic(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="text-sm text-slate-900">
          <span className="font-semibold">{t('clipboard.public')}</span>
          <span className="block text-slate-700">{publicHint ?? t('clipboard.publicHint')}</span>
        </span>
      </label>
    </div>
  );
}
