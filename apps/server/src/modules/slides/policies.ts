import { deckMessages } from '@medshelf/shared';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { DeckRow } from './repository.ts';

interface Viewer {
  id: string;
}

export const deckNotFound = () => notFound('This slide deck is not available.');

/** Anyone sees a ready deck; an unfinished or failed one only its owner (others get 404). */
export function assertCanSee(viewer: Viewer | null, deck: DeckRow | undefined): asserts deck is DeckRow {
  if (!deck) throw deckNotFound();
  if (deck.status !== 'ready' && viewer?.id !== deck.ownerId) throw deckNotFound();
}

/** Only the owner changes a deck; another user learns it exists only if it is public. */
export function assertOwner(viewer: Viewer, deck: DeckRow | undefined): asserts deck is DeckRow {
  assertCanSee(viewer, deck);
  if (deck.ownerId !== viewer.id) throw forbidden('Only the uploader can change this deck.');
}

/** A deck the editors took down can only be deleted: no edit or new file brings it back. */
export function assertChangeable(deck: DeckRow) {
  if (deck.status === 'removed') throw conflict(deckMessages.removedCannotChange);
}

export function canDownload(viewer: Viewer | null, deck: DeckRow): boolean {
  return deck.allowDownload || viewer?.id === deck.ownerId;
}
