import { useId } from 'react';
import { formatBytes } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';

interface FilePickerProps {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onFile(file: File | null): void;
  error?: string | null | undefined;
  disabled?: boolean;
}

/** A labelled file input with its hint, the chosen file, a way to drop it, and its error. */
export function FilePicker({ label, hint, accept, file, onFile, error, disabled = false }: FilePickerProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className="mt-3 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null);
          // The same file can be picked again after it was fixed on disk.
          event.target.value = '';
        }}
      />
      {file ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-slate-900">
          <span className="font-medium break-all">
            {file.name} <span className="font-normal text-slate-700">({formatBytes(file.size)})</span>
          </span>
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            disabled={disabled}
            onClick={() => onFile(null)}
          >
            {t('ui.remove')}
            <span className="sr-only"> {file.name}</span>
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
