import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** DELETE /api/editor/books/:id: the book and all its files. */
export function deleteBook(id: string): Promise<null> {
  return apiSend<null>('DELETE', `/api/editor/books/${encodeURIComponent(id)}`);
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: editorKeys.book(id) });
      return queryClient.invalidateQueries({ queryKey: editorKeys.bookLists });
    },
  });
}
