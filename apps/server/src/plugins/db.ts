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
    const handle = await openDatabase(app.config.database);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
