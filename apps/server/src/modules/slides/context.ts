import type { FastifyInstance } from 'fastify';

/** What the slides services need from the app, passed explicitly so they stay testable. */
export type SlidesContext = Pick<FastifyInstance, 'db' | 'storage' | 'jobs' | 'events' | 'log'>;

export function slidesContext(app: FastifyInstance): SlidesContext {
  return { db: app.db, storage: app.storage, jobs: app.jobs, events: app.events, log: app.log };
}
