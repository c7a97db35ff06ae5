import type { Executor } from '../../db/executor.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { announceRemoval } from './deck-notifications.ts';
import { updateDeckRow } from './deck-repository.ts';
import { toProgress } from './presenters.ts';
import { type DeckRow, findDeck } from './repository.ts';

/**
 * The editors' side of a deck, for the reports module. `db` may be the caller's transaction:
 * the take-down and the reports it resolves are one change.
 */
export const findDeckForModeration = (db: Executor, deckId: string) => findDeck(db, deckId);

/**
 * Takes a deck down for good: status `removed` hides it everywhere that requires `ready`
 * (lists, search, sitemap, its page for others) in the same statement; only its owner still
 * sees it, and may only delete it.
 */
export async function markDeckRemoved(
  db: Executor,
  deckId: string,
  note: string,
): Promise<DeckRow | undefined> {
  return updateDeckRow(db, deckId, {
    status: 'removed',
    removedAt: new Date(),
    removalNote: note,
    failureReason: null,
    jobId: null,
  });
}

/**
 * After the take-down is committed: its page images stop being served (their URLs were public
 * and cacheable), and the owner's open tabs learn of it, and their bell. The original stays for its owner.
 */
export async function afterDeckRemoved(ctx: Pick<SlidesContext, 'db' | 'storage' | 'events'>, deck: DeckRow) {
  await ctx.storage.deletePrefix(deckKeys.pages(deck.id, deck.fileVersion));
  await ctx.events.publish({ type: 'deck', userId: deck.ownerId, progress: toProgress(deck) });
  await announceRemoval(ctx, deck);
}
