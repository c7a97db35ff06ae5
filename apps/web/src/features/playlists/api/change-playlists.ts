import type { CreatePlaylistBody, PlaylistNode, UpdatePlaylistBody } from '@medshelf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { playlistKeys } from './playlist-keys.ts';

/**
 * Everything shown about the user's own playlists, loaded again after a change. Before leaving
 * a level that was renamed or deleted, `onNextView` only marks it all out of date: the next page
 * loads fresh, and the page being left never asks for its old address again.
 */
export function useRefreshMyPlaylists() {
  const queryClient = useQueryClient();
  return (when: 'now' | 'onNextView' = 'now') =>
    queryClient.invalidateQueries({
      queryKey: playlistKeys.mine,
      refetchType: when === 'now' ? 'active' : 'none',
    });
}

export const createPlaylist = (body: CreatePlaylistBody) =>
  apiSend<PlaylistNode>('POST', '/api/playlists', body);

export function useCreatePlaylist() {
  const refresh = useRefreshMyPlaylists();
  return useMutation({ mutationFn: createPlaylist, onSuccess: () => refresh() });
}

/**
 * Rename or make public/private. The caller refreshes: a rename moves the level to a new
 * address, which it opens first so the old one is never asked for again.
 */
export function useUpdatePlaylist() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePlaylistBody & { id: string }) =>
      apiSend<PlaylistNode>('PATCH', `/api/playlists/${encodeURIComponent(id)}`, body),
  });
}

/** Delete a level with what is under it; the caller leaves its page first, then refreshes. */
export function useDeletePlaylist() {
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/api/playlists/${encodeURIComponent(id)}`),
  });
}
