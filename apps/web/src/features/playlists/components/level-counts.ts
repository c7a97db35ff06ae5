import type { PlaylistNode } from '@medshelf/shared';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "3 decks · 2 sub-levels", or "Empty". */
export function levelCounts(node: Pick<PlaylistNode, 'itemCount' | 'children'>): string {
  const parts = [];
  if (node.itemCount) parts.push(count(node.itemCount, 'deck'));
  if (node.children.length) parts.push(count(node.children.length, 'sub-level'));
  return parts.join(' · ') || 'Empty';
}

export const deckCount = (n: number) => count(n, 'deck');
