import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { listSaved, type SavedDeck } from '../model/saved-index.ts';

export const savedKeys = {
  all: ['offline'] as const,
  items: ['offline', 'items'] as const,
  storage: ['offline', 'storage'] as const,
};

/** What this device keeps for offline. Local reads, so they run with the network off too. */
export const savedItemsQuery = () =>
  queryOptions({
    queryKey: savedKeys.items,
    queryFn: listSaved,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSavedItems() {
  return useQuery(savedItemsQuery());
}

export function useSavedDeck(deckId: string) {
  return useQuery({
    ...savedItemsQuery(),
    select: (items): SavedDeck | null => items.decks.find((deck) => deck.id === deckId) ?? null,
  });
}

export interface StorageUse {
  /** Everything this site stores on the device (the app itself included), and the browser's limit. */
  usage: number | null;
  quota: number | null;
  /** Whether the browser promised not to clear it when the device runs low on space. */
  persisted: boolean;
}

export const storageUseQuery = () =>
  queryOptions({
    queryKey: savedKeys.storage,
    queryFn: async (): Promise<StorageUse> => {
      const storage = navigator.storage;
      const estimate = await storage?.estimate?.().catch(() => undefined);
      return {
        usage: estimate?.usage ?? null,
        quota: estimate?.quota ?? null,
        persisted: (await storage?.persisted?.().catch(() => false)) ?? false,
      };
    },
    networkMode: 'always',
    staleTime: 0,
  });

export function useStorageUse() {
  return useQuery(storageUseQuery());
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('medshelf-saved');
if (channel) channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: savedKeys.all });

/** After anything saved changes: this tab's lists, and those of the site's other open tabs. */
export function savedChanged(): Promise<void> {
  channel?.postMessage('changed');
  return queryClient.invalidateQueries({ queryKey: savedKeys.all });
}
