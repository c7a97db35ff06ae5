import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    servedFiles: {
      /** Lets /files/<key> serve every stored key the pattern matches (anchor it: ^…$). */
      add(pattern: RegExp): void;
    };
  }
}

// Servable keys carry a version or a fresh token (decks/<id>/v<n>/…), so a URL's content never changes.
const immutable = 'public, max-age=31536000, immutable';
const maxKeyLength = 300;

/**
 * Page images, covers and other public generated files, straight from storage. Features register
 * the keys they serve; originals never are: their download checks who may have them.
 */
export const filesRoutes = fp(
  async (app) => {
    const servable: RegExp[] = [];
    app.decorate('servedFiles', {
      add(pattern: RegExp) {
        servable.push(pattern);
      },
    });
    app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
      const key = request.params['*'];
      // No stored key is this long; a longer one would reach the file system or S3 only to fail there.
      if (key.length > maxKeyLength || !servable.some((pattern) => pattern.test(key))) {
        throw notFound('No such file.');
      }
      const file = await app.storage.get(key);
      if (!file) throw notFound('No such file.');
      reply.header('content-type', file.contentType);
      reply.header('content-length', file.size);
      reply.header('cache-control', immutable);
      return reply.send(file.body);
    });
  },
  { name: 'files' },
);
