import type { PlaylistNode } from '@medshelf/shared';
import type { Translate } from '../../../lib/i18n/use-t.ts';

/** "3 decks · 2 sub-levels", or "Empty". */
export function levelCounts(t: Translate, node: Pick<PlaylistNode, 'itemCount' | 'children'>): string {
  const parts = [];
  if (node.itemCount) parts.push(deckCount(t, node.itemCount));
  if (node.children.length) parts.push(t('playlists.subLevelCount', { count: node.children.length }));
  return parts.join(' · ') || t('playlists.empty');
}

export const deckCount = (t: Translate, n: number) => t('playlists.deckCount', { count: n });
