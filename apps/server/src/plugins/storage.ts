import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', await createLocalStorage(path.join(app.config.dataDir, 'files')));
  },
  { name: 'storage', dependencies: ['config'] },
);
