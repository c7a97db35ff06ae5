import type { Executor } from '../../db/executor.ts';
import { type LinkPreviewImage, linkPreviewImage } from '../files/index.ts';
import { deckKeys } from './deck-keys.ts';
import { findCard } from './repository.ts';

/** The stored images a deck's link preview may be made from: a version's first page. */
export const deckPreviewSourceKey = /^decks\/([A-Za-z0-9]+)\/v\d+\/pages\/1-large\.webp$/;

/** A ready deck's first page, the source of its link preview; null for anyone else's eyes only. */
export async function deckPreviewSource(db: Executor, deckId: string): Promise<string | null> {
  const card = await findCard(db, deckId);
  return card?.status === 'ready' ? deckKeys.page(card.id, card.fileVersion, 1, 'large') : null;
}

/** The link preview of a deck (a playlist shows its first deck's), when the deck is public. */
export async function deckLinkPreview(
  db: Executor,
  publicUrl: string,
  deckId: string,
): Promise<LinkPreviewImage | undefined> {
  const source = await deckPreviewSource(db, deckId);
  return source ? linkPreviewImage(publicUrl, source) : undefined;
}
