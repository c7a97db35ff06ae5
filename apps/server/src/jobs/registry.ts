/**
 * Every background job: its name and its one payload type. A job is defined exactly once (a
 * handler in its feature's jobs.ts); the jobs plugin refuses to start when one is missing.
 */
export interface JobPayloads {
  /**
   * Render, extract and count the pages of one version of a deck's file. One run renders a
   * slice of pages and queues the next, so other decks get their turn in between.
   */
  'deck.process': { deckId: string; fileVersion: number; bulk?: boolean };
  /** Render, extract and count the pages of one version of a book's PDF; cover from page 1. */
  'book.process': { bookId: string; fileVersion: number };
  /** Fetch one RSS/Atom feed and store its new items (failures are recorded on the feed). */
  'feeds.fetch': { feedId: string };
  /** Scheduled: queue a fetch for every feed that is due. */
  'feeds.sweep': Record<string, never>;
  /** Scheduled: hand decks whose processing stopped moving to a new attempt. */
  'decks.recover-stalled': Record<string, never>;
  /** Scheduled: the same for books, and give imported books their first job. */
  'books.recover-stalled': Record<string, never>;
  /** Scheduled: recount the 7-day views that order "trending". */
  'decks.refresh-trending': Record<string, never>;
  /** Scheduled: forget rate-limit windows that ended long ago. */
  'rate-limits.prune': Record<string, never>;
  /** Scheduled: sum readers' events of decks into the uploaders' daily statistics. */
  'statistics.roll-up': Record<string, never>;
  /** Scheduled: count finished days' searches into popular searches, forgetting who searched. */
  'search.roll-up-popular': Record<string, never>;
  /** Scheduled: forget old notifications. */
  'notifications.prune': Record<string, never>;
  /** Scheduled: send the weekly digest to members who are due one and have something new. */
  'digest.send': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** Exhaustive by type: a job added to JobPayloads and left out here does not compile. */
const everyJob = {
  'deck.process': true,
  'book.process': true,
  'feeds.fetch': true,
  'feeds.sweep': true,
  'decks.recover-stalled': true,
  'books.recover-stalled': true,
  'decks.refresh-trending': true,
  'rate-limits.prune': true,
  'statistics.roll-up': true,
  'search.roll-up-popular': true,
  'notifications.prune': true,
  'digest.send': true,
} as const satisfies Record<JobName, true>;

export const jobNames = Object.keys(everyJob) as JobName[];

export interface JobAttempt {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<Name extends JobName> {
  name: Name;
  /** Must be idempotent: a job may run again after a crash, a stall or a retry. */
  handler(data: JobPayloads[Name], attempt: JobAttempt): Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may take before it is counted as failed and retried. */
  expireInSeconds: number;
  /** Jobs of this name one process runs at once (default 1). */
  concurrency?: number;
  /**
   * A scheduled job: queued once every this many seconds across all processes (whichever
   * worker process asks first in each period), never by a caller.
   */
  everySeconds?: number;
  /**
   * Its runs change what visitors read (a book appears, the trending order moves): the cached
   * reads of every process are dropped after each run that succeeds.
   */
  changesPublicReads?: boolean;
}
