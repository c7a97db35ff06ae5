import type { PlaylistLevel, PlaylistNode, PlaylistTree } from '@medshelf/shared';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { playlistKeys } from './playlist-keys.ts';

function inOrder<Item>(items: Item[], ids: string[], idOf: (item: Item) => string): Item[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return ordered.length === items.length ? ordered : items;
}

function reorderBelow(nodes: PlaylistNode[], parentId: string, ids: string[]): PlaylistNode[] {
  return nodes.map((node) =>
    node.id === parentId
      ? { ...node, children: inOrder(node.children, ids, (child) => child.id) }
      : { ...node, children: reorderBelow(node.children, parentId, ids) },
  );
}

/**
 * Shows a new order at once (before the server has it), and puts the old one back if the
 * server refuses: the moved row never jumps back and forth on a slow network.
 */
async function optimistic<Data>(queryClient: QueryClient, key: QueryKey, patch: (data: Data) => Data) {
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const before = queryClient.getQueryData<Data>(key);
  if (before !== undefined) queryClient.setQueryData<Data>(key, patch(before));
  return () => queryClient.setQueryData(key, before);
}

interface LevelOrder {
  /** The parent's id (null: the top level) and its path, whose page lists these levels. */
  parentId: string | null;
  parentPath: string[];
  ids: string[];
}

export function useReorderLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, ids }: LevelOrder) =>
      apiSend<PlaylistTree>('PUT', '/api/playlists/order', { parentId, ids }),
    onMutate: async ({ parentId, parentPath, ids }) => {
      const undo = [
        await optimistic<PlaylistTree>(queryClient, playlistKeys.myTree(), (tree) => ({
          playlists:
            parentId === null
              ? inOrder(tree.playlists, ids, (node) => node.id)
              : reorderBelow(tree.playlists, parentId, ids),
        })),
      ];
      if (parentPath.length) {
        undo.push(
          await optimistic<PlaylistLevel>(queryClient, playlistKeys.myLevel(parentPath), (level) => ({
            ...level,
            playlist: {
              ...level.playlist,
              children: inOrder(level.playlist.children, ids, (node) => node.id),
            },
          })),
        );
      }
      return { undo };
    },
    onError: (_error, _order, context) => {
      for (const restore of context?.undo ?? []) restore();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKeys.mine }),
  });
}

export function useReorderDecks(playlistId: string, path: string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckIds: string[]) =>
      apiSend<null>('PUT', `/api/playlists/${encodeURIComponent(playlistId)}/items/order`, { deckIds }),
    onMutate: async (deckIds) => ({
      undo: await optimistic<PlaylistLevel>(queryClient, playlistKeys.myLevel(path), (level) => ({
        ...level,
        items: inOrder(level.items, deckIds, (item) => item.deck.id),
      })),
    }),
    onError: (_error, _ids, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKeys.myLevel(path) }),
  });
}
