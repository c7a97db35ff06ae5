import { peopleLimits } from '@medshelf/shared/people-limits';
import { useId } from 'react';

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
export function ClipFields({
  note,
  onNote,
  isPublic,
  onPublic,
  error,
  publicHint = 'Show this clip on your profile to everyone.',
}: ClipFieldsProps) {
  const id = useId();
  const left = peopleLimits.clipNoteMaxLength - note.length;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          Note (optional)
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
          {left} characters left
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
          <span className="font-semibold">Public</span>
          <span className="block text-slate-700">{publicHint}</span>
        </span>
      </label>
    </div>
  );
}
