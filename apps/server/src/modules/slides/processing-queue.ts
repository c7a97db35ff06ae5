import { randomUUID } from 'node:crypto';
import { renderPriority } from '../../documents/render-pool.ts';
import type { SlidesContext } from './context.ts';
import { ownerBacklog, setJobId } from './processing-repository.ts';

/** Fair share: each unfinished deck an uploader already has lowers the priority of the others. */
const maxBacklogPenalty = 50;

/**
 * Where a deck's next slice of pages stands: members' uploads before bulk work (demo content),
 * and among them, an uploader with many decks waiting behind one who has few. Decks of equal
 * priority take turns, since each slice queues the next at the back.
 */
export async function processingPriority(ctx: SlidesContext, deckId: string, bulk: boolean): Promise<number> {
  const backlog = await ownerBacklog(ctx.db, deckId);
  const base = bulk ? renderPriority.bulk : renderPriority.member;
  return base - Math.min(backlog ?? 0, maxBacklogPenalty);
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
  await setJobId(ctx.db, deckId, id, fileVersion);
  const priority = await processingPriority(ctx, deckId, bulk);
  await ctx.jobs.send('deck.process', { deckId, fileVersion, ...(bulk ? { bulk } : {}) }, { id, priority });
}
