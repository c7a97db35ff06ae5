import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { decks } from '../../db/schema/index.ts';
import type { SlidesContext } from './context.ts';
import { queueProcessing } from './deck-service.ts';

/**
 * Finds decks whose processing has not moved for `stallSeconds` and gets them going again: a
 * job still marked active belongs to a worker that died (killed, crashed, machine restarted), so
 * its attempt is failed and pg-boss retries it; a deck with no live job gets a new one. Jobs
 * waiting their turn are left alone. Processing resumes at the first page not yet stored.
 */
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
  let recovered = 0;
  for (const deck of stalled) {
    const state = deck.jobId ? await ctx.jobs.state('deck.process', deck.jobId) : null;
    if (state === 'created' || state === 'retry') continue;
    if (state === 'active' && deck.jobId) {
      await ctx.jobs.fail('deck.process', deck.jobId);
      await ctx.db.update(decks).set({ jobId: deck.jobId }).where(eq(decks.id, deck.id));
    } else {
      await queueProcessing(ctx, deck.id, deck.fileVersion);
    }
    ctx.log.warn({ deckId: deck.id, jobState: state }, 'restarted stalled deck processing');
    recovered += 1;
  }
  return recovered;
}
