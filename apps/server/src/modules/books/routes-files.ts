import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { servableBookKey } from './book-keys.ts';

// Every key names content that never changes (versions and cover tokens), so caches keep it.
const immutable = 'public, max-age=31536000, immutable';

/**
 * Page images and covers of books, straight from storage. A route of its own: the more specific
 * /files/books/ prefix wins over the general /files/* route, which serves deck keys only.
 */
export function bookFilesRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>(
      '/files/books/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = `books/${request.params['*']}`;
        if (!servableBookKey.test(key)) throw notFound('No such file.');
        const file = await storage.get(key);
        if (!file) throw notFound('No such file.');
        reply.header('content-type', file.contentType);
        reply.header('content-length', file.size);
        reply.header('cache-control', immutable);
        return reply.send(file.body);
      },
    );
  };
}
