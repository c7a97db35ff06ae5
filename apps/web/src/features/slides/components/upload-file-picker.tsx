import { deckLimits } from '@medshelf/shared/deck-limits';
import { type DragEvent, useId, useState } from 'react';
import { formatBytes } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';

interface UploadFilePickerProps {
  label: string;
  file: File | null;
  onFile(file: File): void;
  error?: string | null | undefined;
  disabled?: boolean;
}

const maxMegabytes = deckLimits.maxBytes / (1024 * 1024);

/**
 * Drop a file here or pick one. The picker is a real file input (focusable, opened with Enter
 * or Space, read by screen readers) laid over the drop area, so touch, mouse and keyboard all
 * reach the same control.
 */
export function UploadFilePicker({ label, file, onFile, error, disabled = false }: UploadFilePickerProps) {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <div>
      <div
        className={`relative rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
          dragging
            ? 'border-brand-700 bg-brand-50'
            : error
              ? 'border-red-700 bg-red-50'
              : 'border-slate-300 bg-slate-50'
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-10 stroke-brand-700"
          fill="none"
          strokeWidth="1.5"
        >
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <label htmlFor={id} className="mt-3 block font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {t('upload.fileHint', { megabytes: maxMegabytes, pages: deckLimits.maxPages })}
        </p>
        {file ? (
          <p id={`${id}-file`} className="mt-3 text-sm font-medium break-all text-slate-900">
            {file.name}{' '}
            <span className="font-normal text-slate-700">({formatBytes(file.size, language)})</span>
          </p>
        ) : null}
        <input
          id={id}
          type="file"
          accept={deckLimits.accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[file ? `${id}-file` : '', `${id}-hint`, error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          // The input covers the whole area, so a file dropped anywhere on it lands here.
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            // The same file can be picked again after it was fixed on disk.
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
