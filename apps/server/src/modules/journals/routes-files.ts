import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { servableJournalKey } from './journal-keys.ts';

// A cover's key carries a fresh token each time it is replaced: its content never changes.
const immutable = 'public, max-age=31536000, immutable';

/** Journal covers from storage, under /files/journals/ (more specific than the general /files/*). */
export function journalFilesRoutes(storage: Storage): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>(
      '/files/journals/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = `journals/${request.params['*']}`;
        if (!servableJournalKey.test(key)) throw notFound('No such file.');
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
