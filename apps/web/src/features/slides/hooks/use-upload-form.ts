import { zodResolver } from '@hookform/resolvers/zod';
import { type DeckMetadata, deckMetadataSchema } from '@medshelf/shared/contracts/slides';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError } from '../../../lib/api-client.ts';

/** What the form hands over after validation: trimmed, tags de-duplicated, defaults filled. */
export type DeckFormOutput = z.output<typeof deckMetadataSchema>;
export type DeckForm = UseFormReturn<DeckMetadata, unknown, DeckFormOutput>;

const fieldNames = ['title', 'description', 'category', 'subCategory', 'tags', 'allowDownload'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

const empty: DeckMetadata = {
  title: '',
  description: '',
  category: '',
  subCategory: '',
  tags: [],
  allowDownload: true,
};

/** The deck's metadata form, checked with the same schema the server uses. */
export function useDeckForm(initial?: DeckMetadata): DeckForm {
  return useForm<DeckMetadata, unknown, DeckFormOutput>({
    resolver: zodResolver(deckMetadataSchema),
    defaultValues: initial ?? empty,
  });
}

/**
 * Puts the server's per-field messages (validation_failed details, e.g. "tags.3") next to the
 * fields. Returns whether any were placed; if not, the caller shows the message as a whole.
 */
export function showServerFieldErrors(form: DeckForm, error: ApiError): boolean {
  let placed = false;
  for (const detail of error.details) {
    const field = detail.path.split('.')[0] ?? '';
    if (!isFieldName(field)) continue;
    form.setError(field, { type: 'server', message: detail.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
