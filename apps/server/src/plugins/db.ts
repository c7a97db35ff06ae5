import fp from 'fastify-plugin';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export const dbPlugin = fp(
  async (app) => {
    const handle = await openDatabase(app.config.database, (error) =>
      app.log.warn({ err: error }, 'idle database connection lost'),
    );
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
