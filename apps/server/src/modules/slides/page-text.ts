import { highlightMessages, type PageText } from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { pageWordsOf } from './card-repository.ts';
import { assertCanSee } from './policies.ts';
import { findDeck } from './repository.ts';

/** A page's words with their boxes, for whoever may see the deck (its owner while it renders). */
export async function readPageText(
  db: Executor,
  viewer: SessionUser | null,
  deckId: string,
  number: number,
): Promise<PageText> {
  const deck = await findDeck(db, deckId);
  assertCanSee(viewer, deck);
  const words = await pageWordsOf(db, deck.id, deck.fileVersion, number);
  if (!words) throw notFound(highlightMessages.pageTextMissing);
  return words;
}

/**
 * The words of a page of a ready deck's current file, for features that point at words (highlights):
 * null when the page was rendered before words were kept, undefined when it is not there.
 */
export async function readyPageWords(
  db: Executor,
  deck: { id: string; fileVersion: number },
  number: number,
) {
  return pageWordsOf(db, deck.id, deck.fileVersion, number);
}
