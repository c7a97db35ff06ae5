import type { CreateHighlightBody, Highlight } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { highlightKeys } from './highlight-keys.ts';

/** A change shows on the page being read and moves every page of the lists: all are loaded again. */
function useRefreshHighlights() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: highlightKeys.all });
}

export function useCreateHighlight() {
  const refresh = useRefreshHighlights();
  return useMutation({
    mutationFn: (body: CreateHighlightBody) => apiSend<Highlight>('POST', '/api/highlights', body),
    onSuccess: refresh,
  });
}

export function useDeleteHighlight() {
  const refresh = useRefreshHighlights();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/api/highlights/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
