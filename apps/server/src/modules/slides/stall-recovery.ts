import { restartStalled } from '../../documents/stall-recovery.ts';
import type { SlidesContext } from './context.ts';
import { queueProcessing } from './processing-queue.ts';
import { setJobId, stalledDecks } from './processing-repository.ts';

/** Finds decks whose processing has not moved for `stallSeconds` and restarts them (see restartStalled). */
export async function recoverStalledDecks(ctx: SlidesContext, stallSeconds: number): Promise<number> {
  const stalled = await stalledDecks(ctx.db, stallSeconds);
  return restartStalled(stalled, {
    jobName: 'deck.process',
    jobs: ctx.jobs,
    async touch(deck) {
      await setJobId(ctx.db, deck.id, deck.jobId);
    },
    queueProcessing: (deckId, fileVersion) => queueProcessing(ctx, deckId, fileVersion),
    restarted(deck, jobState) {
      ctx.log.warn({ deckId: deck.id, jobState }, 'restarted stalled deck processing');
    },
  });
}
