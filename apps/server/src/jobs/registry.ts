/**
 * Every background job: its name and its one payload type. A job is defined exactly once (a
 * handler in its feature's jobs.ts); the jobs plugin refuses to start when one is missing.
 */
export interface JobPayloads {
  /** Render, extract and count the pages of one version of a deck's file. */
  'deck.process': { deckId: string; fileVersion: number };
}

export type JobName = keyof JobPayloads;

export const jobNames = ['deck.process'] as const satisfies readonly JobName[];

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
