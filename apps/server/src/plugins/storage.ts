import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    const { s3 } = app.config;
    if (!s3) {
      app.decorate('storage', await createLocalStorage(path.join(app.config.dataDir, 'files')));
      return;
    }
    const storage = createS3Storage(s3);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.destroy());
    app.log.info({ bucket: s3.bucket, endpoint: s3.endpoint ?? 'AWS' }, 'files are stored in S3');
  },
  { name: 'storage', dependencies: ['config'] },
);
