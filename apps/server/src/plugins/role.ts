import fp from 'fastify-plugin';

/** What a worker process answers: enough for a health check and a metrics scraper. */
const workerPaths = new Set(['/api/health', '/api/ping', '/metrics']);

/**
 * MEDSHELF_ROLE=worker: the process runs jobs and scheduled work and is not meant to be behind
 * the site's load balancer, so it refuses every request but health and metrics, plainly.
 */
export const workerRolePlugin = fp(
  async (app) => {
    if (app.config.role !== 'worker') return;
    app.addHook('onRequest', async (request, reply) => {
      if (workerPaths.has(request.url.split('?')[0] ?? '')) return;
      return reply.status(404).send({
        error: {
          code: 'not_found',
          message: 'This process runs background jobs only (MEDSHELF_ROLE=worker).',
        },
      });
    });
  },
  { name: 'worker-role', dependencies: ['config'] },
);
