import { notify, notifyFollowersOfDeck } from '../notifications/index.ts';
import type { SlidesContext } from './context.ts';
import type { DeckRow } from './repository.ts';

type Ctx = Pick<SlidesContext, 'db' | 'events'>;

/**
 * A deck's processing ended: its owner hears how, and once it is ready (public) the owner's
 * followers hear of it. Each is keyed by the file version (a replaced file is news again) or
 * by the deck (followers hear of a deck once), so a retried job notifies nobody twice.
 */
export async function announceProcessingOutcome(ctx: Ctx, deck: DeckRow): Promise<void> {
  if (deck.status !== 'ready' && deck.status !== 'failed') return;
  await notify(ctx, {
    userId: deck.ownerId,
    kind: deck.status === 'ready' ? 'deck-ready' : 'deck-failed',
    actorId: null,
    deckId: deck.id,
    dedupeKey: `${deck.status}:${deck.id}:${deck.fileVersion}`,
  });
  if (deck.status === 'ready') await notifyFollowersOfDeck(ctx, deck.ownerId, deck.id);
}

export async function announceRemoval(ctx: Ctx, deck: DeckRow): Promise<void> {
  await notify(ctx, {
    userId: deck.ownerId,
    kind: 'deck-removed',
    actorId: null,
    deckId: deck.id,
    dedupeKey: `removed:${deck.id}`,
  });
}

export async function announceLike(ctx: Ctx, deck: DeckRow, likerId: string): Promise<void> {
  await notify(ctx, {
    userId: deck.ownerId,
    kind: 'deck-liked',
    actorId: likerId,
    deckId: deck.id,
    dedupeKey: `like:${deck.id}:${likerId}`,
  });
}

export async function announceComment(
  ctx: Ctx,
  deck: DeckRow,
  commentId: string,
  authorId: string,
): Promise<void> {
  await notify(ctx, {
    userId: deck.ownerId,
    kind: 'deck-commented',
    actorId: authorId,
    deckId: deck.id,
    dedupeKey: `comment:${commentId}`,
  });
}
