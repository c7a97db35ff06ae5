import type { DeckCard, DeckList } from '@medshelf/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { decks } from '../../db/schema/index.ts';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import { likedDeckCards } from './card-repository.ts';
import { deckKeys, fileUrl } from './deck-keys.ts';
import { assertCanSee } from './policies.ts';
import { findDeck, readyDeckList, selectCards, toCard } from './repository.ts';

/*
 * What other features (playlists, the clipboard, profiles) use to show decks they point to,
 * so they never read the slides tables' details or build file addresses themselves.
 */

/** One page of a member's ready decks (newest first) or of those they liked (latest like first). */
export async function memberDeckPage(
  db: Executor,
  memberId: string,
  tab: 'uploads' | 'liked',
  request: PageRequest,
): Promise<DeckList> {
  const list =
    tab === 'uploads' ? readyDeckList(db, { ownerId: memberId }, 'newest') : likedDeckCards(db, memberId);
  const { rows, total, next } = await seekPage(list, request);
  return { items: rows.map(toCard), page: request.page, pageSize: request.pageSize, total, next };
}

/** Cards of the ready decks among `ids`, by id (an unfinished or missing deck is left out). */
export async function readyDeckCards(db: Executor, ids: readonly string[]): Promise<Map<string, DeckCard>> {
  if (!ids.length) return new Map();
  const rows = await selectCards(db).where(and(inArray(decks.id, [...ids]), eq(decks.status, 'ready')));
  return new Map(rows.map((row) => [row.id, toCard(row)]));
}

/** A deck anyone may see (ready); 404 otherwise, as the deck's own page answers anyone but its owner. */
export async function requireReadyDeck(db: Executor, deckId: string) {
  const deck = await findDeck(db, deckId);
  assertCanSee(null, deck);
  return { id: deck.id, pageCount: deck.pageCount, fileVersion: deck.fileVersion };
}

/** The addresses of one page's images, as the viewer shows them. */
export function pageImageUrls(deck: { id: string; fileVersion: number }, pageNumber: number) {
  const url = (size: 'large' | 'small' | 'thumb') =>
    fileUrl(deckKeys.page(deck.id, deck.fileVersion, pageNumber, size));
  return { large: url('large'), small: url('small'), thumb: url('thumb') };
}
