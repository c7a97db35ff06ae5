import type { FastifyInstance } from 'fastify';
import type { ConverterSetting } from '../../config.ts';
import type { RenderPool } from '../../documents/render-pool.ts';

/** What the slides services need from the app, passed explicitly so they stay testable. */
export type SlidesContext = Pick<
  FastifyInstance,
  'db' | 'storage' | 'jobs' | 'events' | 'hotReads' | 'log'
> & {
  converter: ConverterSetting;
  converterMemoryMb: number;
  pool: RenderPool;
  clock: () => Date;
};

export function slidesContext(app: FastifyInstance): SlidesContext {
  return {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    events: app.events,
    hotReads: app.hotReads,
    log: app.log,
    converter: app.config.converter,
    converterMemoryMb: app.config.converterMemoryMb,
    pool: app.renderPool,
    clock: app.config.clock,
  };
}
