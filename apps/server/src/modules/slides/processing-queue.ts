import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { decks } from '../../db/schema/index.ts';
import { renderPriority } from '../../documents/render-pool.ts';
import type { SlidesContext } from './context.ts';

/** Fair share: each unfinished deck an uploader already has lowers the priority of the others. */
const maxBacklogPenalty = 50;

/**
 * Where a deck's next slice of pages stands: members' uploads before bulk work (demo content),
 * and among them, an uploader with many decks waiting behind one who has few. Decks of equal
 * priority take turns, since each slice queues the next at the back.
 */
export async function processingPriority(ctx: SlidesContext, deckId: string, bulk: boolean): Promise<number> {
  const [deck] = await ctx.db.select({ ownerId: decks.ownerId }).from(decks).where(eq(decks.id, deckId));
  const [backlog] = deck
    ? await ctx.db
        .select({ n: count() })
        .from(decks)
        .where(
          and(
            eq(decks.ownerId, deck.ownerId),
            inArray(decks.status, ['queued', 'processing']),
            ne(decks.id, deckId),
          ),
        )
    : [];
  const base = bulk ? renderPriority.bulk : renderPriority.member;
  return base - Math.min(backlog?.n ?? 0, maxBacklogPenalty);
}

/**
 * Queues (the next slice of) processing of the deck's file. The job's id is recorded before the
 * job exists, so a worker can never finish it before the deck knows it (stall recovery reads it).
 */
export async function queueProcessing(
  ctx: SlidesContext,
  deckId: string,
  fileVersion: number,
  options: { bulk?: boolean } = {},
) {
  const bulk = options.bulk ?? false;
  const id = randomUUID();
  await ctx.db
    .update(decks)
    .set({ jobId: id })
    .where(and(eq(decks.id, deckId), eq(decks.fileVersion, fileVersion)));
  const priority = await processingPriority(ctx, deckId, bulk);
  await ctx.jobs.send('deck.process', { deckId, fileVersion, ...(bulk ? { bulk } : {}) }, { id, priority });
}
