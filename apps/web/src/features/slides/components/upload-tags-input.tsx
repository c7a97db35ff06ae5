import { deckLimits } from '@medshelf/shared/deck-limits';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

interface UploadTagsInputProps {
  value: string[];
  onChange(tags: string[]): void;
  onBlur?(): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Splits "ecg, heart" into tags and drops ones already there (ignoring case). */
function addTags(current: string[], typed: string): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const tag = raw.trim().slice(0, deckLimits.tagMaxLength);
    if (!tag || next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (next.length >= deckLimits.maxTags) break;
    next.push(tag);
  }
  return next;
}

/**
 * Tags as chips: a comma or Enter adds what was typed, Backspace in the empty box removes the
 * last one. Text still in the box when it loses focus becomes a tag too, so nothing is lost.
 */
export function UploadTagsInput({ value, onChange, onBlur, error, disabled = false }: UploadTagsInputProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = value.length >= deckLimits.maxTags;

  const commit = (text: string) => {
    if (text.trim()) onChange(addTags(value, text));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const hint = full
    ? t('upload.tagsFull', { max: deckLimits.maxTags })
    : t('upload.tagsHint', { count: value.length, max: deckLimits.maxTags });

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('upload.tags')}
      </label>
      {value.length ? (
        <ul aria-label={t('upload.tagsAdded')} className="mt-2 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center rounded-full bg-brand-50 pl-3 text-sm text-brand-900"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                aria-label={t('upload.removeTag', { tag })}
                className="ml-1 inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        disabled={disabled || full}
        enterKeyHint="enter"
        maxLength={deckLimits.tagMaxLength * deckLimits.maxTags}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-2 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100 aria-[invalid]:border-red-700"
        placeholder={full ? '' : t('upload.tagsPlaceholder')}
        onChange={(event) => {
          // Pasted or typed text with commas (Android keyboards send no key events) splits at once.
          const text = event.target.value;
          if (text.includes(',')) {
            const cut = text.lastIndexOf(',');
            onChange(addTags(value, text.slice(0, cut)));
            setDraft(text.slice(cut + 1));
          } else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit(draft);
          onBlur?.();
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
