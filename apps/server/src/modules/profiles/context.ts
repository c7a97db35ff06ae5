import type { FastifyInstance } from 'fastify';

/** What the profile services need from the app, passed explicitly so they stay testable. */
export type ProfilesContext = Pick<FastifyInstance, 'db' | 'storage' | 'events' | 'log'> & {
  publicUrl: string;
};

export function profilesContext(app: FastifyInstance): ProfilesContext {
  return {
    db: app.db,
    storage: app.storage,
    events: app.events,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
}
