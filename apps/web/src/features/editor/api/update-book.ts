import type { BookDetail, BookPatch } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** PATCH /api/editor/books/:id: the fields sent change; null clears an optional one. */
export function updateBook(id: string, patch: BookPatch): Promise<BookDetail> {
  return apiSend<BookDetail>('PATCH', `/api/editor/books/${encodeURIComponent(id)}`, patch);
}

export function useUpdateBook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BookPatch) => updateBook(id, patch),
    onSuccess: (book) => {
      queryClient.setQueryData(editorKeys.book(id), book);
      return queryClient.invalidateQueries({ queryKey: editorKeys.bookLists });
    },
  });
}
