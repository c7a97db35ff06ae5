import type { BookDetail, BookPatch, JournalDetail, JournalPatch } from '@medshelf/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { editorKeys } from './editor-keys.ts';

/** What the editor manages the same way for books and journals, named by their API path. */
interface LibraryKinds {
  books: { detail: BookDetail; patch: BookPatch };
  journals: { detail: JournalDetail; patch: JournalPatch };
}
export type LibraryKind = keyof LibraryKinds;
export type LibraryDetail<Kind extends LibraryKind> = LibraryKinds[Kind]['detail'];

const itemPath = (kind: LibraryKind, id: string, rest = '') =>
  `/api/editor/${kind}/${encodeURIComponent(id)}${rest}`;

/** Where the editor keeps one item: a book by its id, a journal by its slug (its address). */
const detailKey: { [Kind in LibraryKind]: (detail: LibraryDetail<Kind>) => QueryKey } = {
  books: (book) => editorKeys.book(book.id),
  journals: (journal) => editorKeys.journal(journal.slug),
};

/** After any change to an item: its own copy is the server's answer, and its lists load again. */
export function useItemSaved<Kind extends LibraryKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return (detail: LibraryDetail<Kind>) => {
    const key: (detail: LibraryDetail<Kind>) => QueryKey = detailKey[kind];
    queryClient.setQueryData(key(detail), detail);
    return queryClient.invalidateQueries({ queryKey: editorKeys.lists(kind) });
  };
}

/** PATCH /api/editor/{books|journals}/:id: the fields sent change; null clears an optional one. */
export function useUpdateItem<Kind extends LibraryKind>(kind: Kind, id: string) {
  const saved = useItemSaved(kind);
  return useMutation({
    mutationFn: (patch: LibraryKinds[Kind]['patch']) =>
      apiSend<LibraryDetail<Kind>>('PATCH', itemPath(kind, id), patch),
    onSuccess: saved,
  });
}

/** DELETE /api/editor/{books|journals}/:id: the item and its files (a journal's feed stays). */
export function useDeleteItem(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', itemPath(kind, id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({
        queryKey: editorKeys.details(kind),
        predicate: (query) => (query.state.data as { id?: string } | undefined)?.id === id,
      });
      return queryClient.invalidateQueries({ queryKey: editorKeys.lists(kind) });
    },
  });
}

/** PUT /api/editor/{books|journals}/:id/cover (multipart: cover): stored as WebP. */
export function replaceCover<Kind extends LibraryKind>(
  kind: Kind,
  { id, file }: { id: string; file: File },
  options: UploadOptions,
): Promise<LibraryDetail<Kind>> {
  const form = new FormData();
  form.append('cover', file, file.name);
  return apiUpload<LibraryDetail<Kind>>('PUT', itemPath(kind, id, '/cover'), form, options);
}

/**
 * An item as the multipart fields the server reads: text fields first, files last, so the server
 * can refuse bad fields before it stores a byte; empty values are left out.
 */
export function itemFormData(
  fields: Record<string, string | null | undefined>,
  files: Record<string, File | null>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}
