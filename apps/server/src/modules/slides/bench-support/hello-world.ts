import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The API bench's baseline (bench/src/api-server.ts): the server's own Fastify with one route
 * and nothing else, so each endpoint's requests/second can be read as a share of what the
 * framework alone does on the same machine in the same run.
 */
export function helloWorldServer(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return app;
}
