import type { Clip, CreateClipBody, UpdateClipBody } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { clipKeys } from './clip-keys.ts';

/** Paging is by position: a change moves every page, so the clipboards are loaded again. */
function useRefreshClips() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clipKeys.all });
}

export function useCreateClip() {
  const refresh = useRefreshClips();
  return useMutation({
    mutationFn: (body: CreateClipBody) => apiSend<Clip>('POST', '/api/clips', body),
    onSuccess: refresh,
  });
}

export function useUpdateClip() {
  const refresh = useRefreshClips();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateClipBody & { id: string }) =>
      apiSend<Clip>('PATCH', `/api/clips/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteClip() {
  const refresh = useRefreshClips();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/api/clips/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
