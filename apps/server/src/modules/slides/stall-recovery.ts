import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { decks } from '../../db/schema/index.ts';
import { restartStalled } from '../../documents/stall-recovery.ts';
import type { SlidesContext } from './context.ts';
import { queueProcessing } from './processing-queue.ts';

/** Finds decks whose processing has not moved for `stallSeconds` and restarts them (see restartStalled). */
export async function recoverStalledDecks(ctx: SlidesContext, stallSeconds: number): Promise<number> {
  const stalled = await ctx.db
    .select({ id: decks.id, fileVersion: decks.fileVersion, jobId: decks.jobId })
    .from(decks)
    .where(
      and(
        inArray(decks.status, ['queued', 'processing']),
        lt(decks.updatedAt, sql`now() - make_interval(secs => ${stallSeconds})`),
      ),
    );
  return restartStalled(stalled, {
    jobName: 'deck.process',
    jobs: ctx.jobs,
    async touch(deck) {
      await ctx.db.update(decks).set({ jobId: deck.jobId }).where(eq(decks.id, deck.id));
    },
    queueProcessing: (deckId, fileVersion) => queueProcessing(ctx, deckId, fileVersion),
    restarted(deck, jobState) {
      ctx.log.warn({ deckId: deck.id, jobState }, 'restarted stalled deck processing');
    },
  });
}
