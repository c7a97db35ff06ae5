import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-client.ts';

interface PlaceOptions<Values extends FieldValues> {
  /** Server paths that mean a form field of another name (e.g. feedUrl → feedId). */
  aliases?: Record<string, Path<Values>>;
  /** Where a 409 (a duplicate URL, a slug taken) belongs, next to the field that caused it. */
  conflictField?: Path<Values>;
}

/**
 * Puts the server's per-field messages (validation_failed details) next to their fields, the
 * first one focused, so what was typed stays and the fix is where the eye is. Returns whether any
 * were placed; if not, the caller shows the message for the whole form.
 */
export function placeServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: ApiError,
  fields: readonly Path<Values>[],
  { aliases = {}, conflictField }: PlaceOptions<Values> = {},
): boolean {
  const isField = (name: string): name is Path<Values> => (fields as readonly string[]).includes(name);
  if (error.code === 'conflict' && conflictField) {
    setError(conflictField, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  let placed = false;
  for (const detail of error.details) {
    const path = detail.path.split('.')[0] ?? '';
    const field = aliases[path] ?? (isField(path) ? path : undefined);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
