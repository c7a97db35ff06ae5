import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';

// Keys carry a version (decks/<id>/v<n>/…), so a URL's content never changes.
const immutable = 'public, max-age=31536000, immutable';
const servable = /^decks\/[A-Za-z0-9]+\/v\d+\/pages\/\d+-(large|small|thumb)\.webp$/;

/** Page images and other public generated files, straight from storage. */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    // Originals are never served here: their download checks the uploader's permission.
    if (!servable.test(key)) throw notFound('No such file.');
    const file = await app.storage.get(key);
    if (!file) throw notFound('No such file.');
    reply.header('content-type', file.contentType);
    reply.header('content-length', file.size);
    reply.header('cache-control', immutable);
    return reply.send(file.body);
  });
};
