import { randomId } from '../../lib/random-id.ts';
import type { FeedsContext } from './context.ts';
import { FeedFetchError } from './fetching/feed-fetch-error.ts';
import { fetchFeed } from './fetching/fetch-feed.ts';
import { readItems } from './parsing/read-items.ts';
import {
  claimDueFeeds,
  type FeedRow,
  findFeed,
  recordFailure,
  recordSuccess,
  storeItems,
} from './repository.ts';

const minute = 60_000;
export const schedule = {
  /** After a success. */
  interval: 30 * minute,
  /** Failures wait interval × 2^(failures − 1), up to this. */
  maxBackoff: 24 * 60 * minute,
  /** How long a queued feed stays claimed before a sweep may queue it again. */
  lease: 15 * minute,
  /** Feeds queued per sweep, so a backlog is spread out instead of fetched at once. */
  batch: 50,
};

export function backoff(failures: number): number {
  return Math.min(schedule.interval * 2 ** Math.max(0, failures - 1), schedule.maxBackoff);
}

const internalProblem = 'The feed could not be stored because of a problem on our side; it will be retried';

/**
 * Fetches one feed and stores its new items; never throws for a problem with the feed itself:
 * the problem is recorded on the feed (as a sentence), the feed waits longer before the next
 * try, and no other feed is affected. Returns the feed as it is now; undefined if it is gone.
 */
export async function fetchFeedNow(ctx: FeedsContext, feedId: string): Promise<FeedRow | undefined> {
  const feed = await findFeed(ctx.db, feedId);
  if (!feed) return undefined;
  const startedAt = ctx.now();
  try {
    const result = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      ctx.limits,
    );
    if (result.kind === 'not-modified') {
      return recordSuccess(ctx.db, feed.id, startedAt, after(startedAt, schedule.interval), null);
    }
    const items = readItems(result.text, result.url, startedAt);
    const added = await storeItems(ctx.db, feed, items, randomId);
    ctx.log.info({ feedId: feed.id, items: items.length, added }, 'feed fetched');
    return recordSuccess(ctx.db, feed.id, startedAt, after(startedAt, schedule.interval), result.validators);
  } catch (error) {
    const message = error instanceof FeedFetchError ? error.message : internalProblem;
    if (error instanceof FeedFetchError) ctx.log.info({ feedId: feed.id, problem: message }, 'feed failed');
    else ctx.log.error({ err: error, feedId: feed.id }, 'feed fetch failed unexpectedly');
    return recordFailure(ctx.db, feed.id, startedAt, message, (failures) =>
      after(startedAt, backoff(failures)),
    );
  }
}

/** Called by the job: an inactive feed (switched off after it was queued) is left alone. */
export async function runFetchJob(ctx: FeedsContext, feedId: string): Promise<void> {
  const feed = await findFeed(ctx.db, feedId);
  if (!feed?.active) return;
  await fetchFeedNow(ctx, feedId);
}

export async function queueFetch(ctx: FeedsContext, feedId: string): Promise<void> {
  await ctx.jobs.send('feeds.fetch', { feedId });
}

/** Queues every due active feed; returns the ids queued. */
export async function queueDueFeeds(ctx: FeedsContext): Promise<string[]> {
  const now = ctx.now();
  const ids = await claimDueFeeds(ctx.db, now, after(now, schedule.lease), schedule.batch);
  for (const id of ids) await queueFetch(ctx, id);
  return ids;
}

function after(start: Date, ms: number): Date {
  return new Date(start.getTime() + ms);
}
