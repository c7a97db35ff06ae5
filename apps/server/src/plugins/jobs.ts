import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import {
  type JobAttempt,
  type JobDefinition,
  type JobName,
  type JobPayloads,
  jobNames,
} from '../jobs/registry.ts';

type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface SendOptions {
  /** Higher runs first among waiting jobs of the same name (0 by default). */
  priority?: number;
  /** A UUID chosen by the caller, so it can be recorded before the job can start. */
  id?: string;
}

export interface QueueStats {
  name: JobName;
  /** Jobs waiting to start (new or waiting for a retry). */
  waiting: number;
  /** Seconds the oldest waiting job has waited; 0 when none waits. */
  oldestWaitSeconds: number;
  active: number;
}

export interface Jobs {
  define<Name extends JobName>(definition: JobDefinition<Name>): void;
  send<Name extends JobName>(name: Name, data: JobPayloads[Name], options?: SendOptions): Promise<string>;
  state(name: JobName, id: string): Promise<JobState | null>;
  /** Counts the attempt as failed; pg-boss retries it while attempts are left. */
  fail(name: JobName, id: string): Promise<void>;
  /** True once this process is shutting down: long work hands the rest back to the queue. */
  readonly stopping: boolean;
  stats(): Promise<QueueStats[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** How often a worker process offers each scheduled job: often enough to be on time, within a quarter of its period. */
const offerEverySeconds = (everySeconds: number) => Math.max(1, Math.min(15, everySeconds / 4));

/**
 * How long a worker that found nothing waits before asking again. Jobs this process sends (an
 * upload, a scheduled job's offer) wake its workers at once, so the wait only decides how soon a
 * job sent by another process, or a retry that has come due, is started. On the embedded database
 * no other process sends: asking every second for each of a dozen queues was half of an idle
 * server's work (some 30 of its 60 ms of CPU a second), for retries that wait 5 s and more anyway.
 */
const pollingSeconds = { postgres: 1, pglite: 5 } as const;

/**
 * pg-boss on the project database (PGlite too, through `executeSql`): jobs survive restarts
 * and are retried with backoff. Feature modules define their handlers while the app is built.
 * Processes with the worker role (`all`, `worker`) run them once every module is registered;
 * `web` processes only send. Scheduled jobs are offered by every worker process and queued once
 * per period across all of them (pg-boss throttling: one job per name and time slot).
 */
export const jobsPlugin = fp(
  async (app) => {
    const runsJobs = app.config.role !== 'web';
    // pg-boss completes or fails a job without awaiting it, and a fetch under way when it stops
    // still hands its job to the handler: the database stays open until all of that has ended,
    // or a job finished during shutdown is lost with an unhandled error.
    const pending = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>) => {
      pending.add(work);
      const settled = () => pending.delete(work);
      void work.then(settled, settled);
      return work;
    };
    const executeSql = (text: string, values?: unknown[]) => track(app.database.executeSql(text, values));
    const boss = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      schedule: false,
      // Expiring stuck jobs and archiving is a worker's task; several at once is safe.
      supervise: runsJobs,
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    const definitions = new Map<JobName, JobDefinition<JobName>>();
    const workerIds = new Map<JobName, string[]>();
    const timers: ReturnType<typeof setInterval>[] = [];
    let started = false;
    let stopping = false;

    app.decorate('jobs', {
      define(definition) {
        if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
        definitions.set(definition.name, definition);
      },
      async send(name, data, options = {}) {
        const id = await boss.send(name, data, options);
        if (!id) throw new Error(`The job queue refused a ${name} job`);
        wakeWorkers(name);
        return id;
      },
      async state(name, id) {
        return (await boss.getJobById(name, id))?.state ?? null;
      },
      async fail(name, id) {
        await boss.fail(name, id);
      },
      get stopping() {
        return stopping;
      },
      async stats() {
        const { rows } = await app.database.executeSql(
          `select name,
                  count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
                  coalesce(extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest,
                  count(*) filter (where state = 'active')::int as active
             from pgboss.job where state in ('created', 'retry', 'active') group by name`,
          [],
        );
        const byName = new Map(rows.map((row) => [row.name as string, row]));
        return jobNames.map((name) => ({
          name,
          waiting: Number(byName.get(name)?.waiting ?? 0),
          oldestWaitSeconds: Number(byName.get(name)?.oldest ?? 0),
          active: Number(byName.get(name)?.active ?? 0),
        }));
      },
    });

    /** A worker of this process starts on a job just sent now rather than at its next poll. */
    function wakeWorkers(name: JobName) {
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
    }

    async function work(definition: JobDefinition<JobName>) {
      const ids: string[] = [];
      for (let slot = 0; slot < (definition.concurrency ?? 1); slot += 1) {
        ids.push(
          await boss.work<JobPayloads[JobName]>(
            definition.name,
            {
              batchSize: 1,
              pollingIntervalSeconds: pollingSeconds[app.database.kind],
              includeMetadata: true,
            },
            async ([job]) => {
              if (!job) return;
              const attempt: JobAttempt = {
                id: job.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              };
              // Tracked as a whole: pg-boss records the outcome, unawaited, once this ends.
              await track(
                (async () => {
                  await definition.handler(job.data, attempt);
                  if (definition.changesPublicReads) await app.hotReads.invalidate();
                })(),
              );
            },
          ),
        );
      }
      workerIds.set(definition.name, ids);
    }

    function offerOnSchedule(name: JobName, everySeconds: number) {
      const offer = () =>
        boss
          .sendThrottled(name, {}, {}, everySeconds, name)
          .then((id) => {
            // Null when another offer already took this period's slot.
            if (id) wakeWorkers(name);
          })
          .catch((error: unknown) =>
            app.log.error({ err: error, job: name }, 'could not queue a scheduled job'),
          );
      void offer();
      const timer = setInterval(() => void offer(), offerEverySeconds(everySeconds) * 1000);
      timer.unref();
      timers.push(timer);
    }

    app.addHook('onReady', async () => {
      const missing = jobNames.filter((name) => !definitions.has(name));
      if (missing.length) throw new Error(`No handler for job ${missing.join(', ')}`);
      await app.database.exclusively(async () => {
        await boss.start();
        started = true;
        for (const definition of definitions.values()) {
          await boss.createQueue(definition.name, {
            name: definition.name,
            retryLimit: definition.retryLimit,
            retryDelay: definition.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds,
          });
        }
      });
      if (!runsJobs) return;
      for (const definition of definitions.values()) {
        await work(definition);
        if (definition.everySeconds) offerOnSchedule(definition.name, definition.everySeconds);
      }
    });

    app.addHook('preClose', async () => {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
    });

    app.addHook('onClose', async () => {
      if (!started) return;
      // Running jobs end at their next page and queue the rest; what has not ended by then is
      // left active and is picked up again by the stall recovery of a process still running.
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: Math.max(1, app.config.shutdownSeconds - 5) * 1000,
      });
      // A settled query lets pg-boss go on in microtasks (a fetched job reaches its handler,
      // a finished one is completed): waiting a macrotask turn sees what that started.
      while (pending.size) {
        await Promise.allSettled(pending);
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
