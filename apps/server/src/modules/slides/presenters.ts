import type { DeckDetail, DeckProgress, DeckRemoval, OwnDeck } from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { pagesOf } from './card-repository.ts';
import { deckKeys, fileUrl, textLayerPath } from './deck-keys.ts';
import { type DeckForViewer, type DeckRow, toCard } from './repository.ts';

export function toRemoval(deck: Pick<DeckRow, 'status' | 'removedAt' | 'removalNote'>): DeckRemoval {
  if (deck.status !== 'removed') return null;
  return { removedAt: (deck.removedAt ?? new Date(0)).toISOString(), note: deck.removalNote ?? '' };
}

export function toProgress(deck: DeckRow): DeckProgress {
  return {
    id: deck.id,
    status: deck.status,
    failureReason: deck.failureReason,
    pagesDone: deck.pagesDone,
    pageCount: deck.pageCount,
  };
}

/** The whole deck for the viewer: pages of the current file version and what the viewer did. */
export async function presentDeck(
  db: Executor,
  { deck, card, liked }: DeckForViewer,
  viewerId: string | null,
): Promise<DeckDetail> {
  const pages = await pagesOf(db, deck.id, deck.fileVersion);
  const image = (number: number, size: 'large' | 'small' | 'thumb') =>
    fileUrl(deckKeys.page(deck.id, deck.fileVersion, number, size));
  return {
    ...toCard(card),
    description: deck.description,
    tags: deck.tags,
    allowDownload: deck.allowDownload,
    commentCount: deck.commentCount,
    updatedAt: deck.updatedAt.toISOString(),
    status: deck.status,
    failureReason: deck.failureReason,
    pagesDone: deck.pagesDone,
    // Pages appear as they are rendered: the owner reads a large deck while the rest follows
    // (only the owner sees a deck before it is ready).
    pages:
      deck.status === 'ready' || deck.status === 'processing'
        ? pages.map(({ hasWords, ...page }) => ({
            ...page,
            large: image(page.number, 'large'),
            small: image(page.number, 'small'),
            thumb: image(page.number, 'thumb'),
            textLayer: hasWords ? textLayerPath(deck.id, deck.fileVersion, page.number) : null,
          }))
        : [],
    originalName: deck.originalName,
    originalSize: deck.originalSize,
    removal: toRemoval(deck),
    viewer: { isOwner: viewerId === deck.ownerId, liked },
  };
}

export function toOwnDeck(
  row: Parameters<typeof toCard>[0] &
    Pick<DeckRow, 'failureReason' | 'pagesDone' | 'updatedAt' | 'removedAt' | 'removalNote'>,
): OwnDeck {
  return {
    ...toCard(row),
    status: row.status,
    failureReason: row.failureReason,
    pagesDone: row.pagesDone,
    updatedAt: row.updatedAt.toISOString(),
    removal: toRemoval(row),
  };
}
