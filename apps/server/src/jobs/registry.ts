/**
 * Every background job: its name and its one payload type. A job is defined exactly once (a
 * handler in its feature's jobs.ts); the jobs plugin refuses to start when one is missing.
 */
export interface JobPayloads {
  /** Render, extract and count the pages of one version of a deck's file. */
  'deck.process': { deckId: string; fileVersion: number };
  /** Render, extract and count the pages of one version of a book's PDF; cover from page 1. */
  'book.process': { bookId: string; fileVersion: number };
  /** Fetch one RSS/Atom feed and store its new items (failures are recorded on the feed). */
  'feeds.fetch': { feedId: string };
}

export type JobName = keyof JobPayloads;

export const jobNames = ['deck.process', 'book.process', 'feeds.fetch'] as const satisfies readonly JobName[];

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
}
