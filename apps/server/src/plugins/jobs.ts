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

export interface Jobs {
  define<Name extends JobName>(definition: JobDefinition<Name>): void;
  send<Name extends JobName>(name: Name, data: JobPayloads[Name]): Promise<string>;
  state(name: JobName, id: string): Promise<JobState | null>;
  /** Counts the attempt as failed; pg-boss retries it while attempts are left. */
  fail(name: JobName, id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss on the project database (PGlite too, through `executeSql`): jobs survive restarts
 * and are retried with backoff. Feature modules define their handlers while the app is built;
 * workers start once every module is registered.
 */
export const jobsPlugin = fp(
  async (app) => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => app.database.executeSql(text, values) },
      schema: 'pgboss',
      // Cron scheduling is not used; maintenance still expires stuck jobs.
      schedule: false,
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    const definitions = new Map<JobName, JobDefinition<JobName>>();
    let started = false;

    app.decorate('jobs', {
      define(definition) {
        if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
        definitions.set(definition.name, definition as unknown as JobDefinition<JobName>);
      },
      async send(name, data) {
        const id = await boss.send(name, data);
        if (!id) throw new Error(`The job queue refused a ${name} job`);
        return id;
      },
      async state(name, id) {
        return (await boss.getJobById(name, id))?.state ?? null;
      },
      async fail(name, id) {
        await boss.fail(name, id);
      },
    });

    app.addHook('onReady', async () => {
      const missing = jobNames.filter((name) => !definitions.has(name));
      if (missing.length) throw new Error(`No handler for job ${missing.join(', ')}`);
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
        await boss.work<JobPayloads[JobName]>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const attempt: JobAttempt = {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            };
            await definition.handler(job.data, attempt);
          },
        );
      }
    });

    app.addHook('onClose', async () => {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
