import type { FastifyInstance } from 'fastify';
import type { JobName } from '../jobs/registry.ts';
import type { Jobs } from '../plugins/jobs.ts';

/** A document (deck, book) whose processing has not moved for a while. */
export interface StalledDocument {
  id: string;
  fileVersion: number;
  jobId: string | null;
}

export interface Restart {
  jobName: JobName;
  jobs: Pick<Jobs, 'state' | 'fail'>;
  /** Marks the row as just updated, so the retry gets a full stall period before it is suspected again. */
  touch(document: StalledDocument & { jobId: string }): Promise<void>;
  queueProcessing(id: string, fileVersion: number): Promise<void>;
  restarted(document: StalledDocument, jobState: string | null): void;
}

/**
 * Gets stalled processing going again: a job still marked active belongs to a worker that died
 * (killed, crashed, machine restarted), so its attempt is failed and pg-boss retries it; a
 * document with no live job gets a new one. Jobs waiting their turn are left alone. Processing
 * resumes at the first page not yet stored. Returns how many were restarted.
 */
export async function restartStalled(stalled: StalledDocument[], restart: Restart): Promise<number> {
  let recovered = 0;
  for (const document of stalled) {
    const state = document.jobId ? await restart.jobs.state(restart.jobName, document.jobId) : null;
    if (state === 'created' || state === 'retry') continue;
    if (state === 'active' && document.jobId) {
      await restart.jobs.fail(restart.jobName, document.jobId);
      await restart.touch({ ...document, jobId: document.jobId });
    } else {
      await restart.queueProcessing(document.id, document.fileVersion);
    }
    restart.restarted(document, state);
    recovered += 1;
  }
  return recovered;
}

/** How often the stall sweep runs: every `jobStallSeconds`, but at least twice a minute. */
export const stallSweepSeconds = (jobStallSeconds: number) => Math.min(jobStallSeconds, 30);

/**
 * With the embedded database one process serves the site, so processing found unfinished at
 * start was cut off by the last stop: it is picked up at once, not at the first sweep.
 */
export function recoverAtStart(
  app: FastifyInstance,
  what: string,
  sweep: (stallSeconds: number) => Promise<unknown>,
) {
  if (app.database.kind !== 'pglite' || app.config.role === 'web') return;
  app.addHook('onReady', async () => {
    await sweep(0).catch((error: unknown) =>
      app.log.error({ err: error }, `could not check for stalled ${what}`),
    );
  });
}
