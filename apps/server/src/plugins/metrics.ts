import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      /** Seconds one page took in a render thread, waiting included. */
      pageRenderSeconds: Histogram;
    };
  }
}

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /metrics in Prometheus's text format: request latency by route, the job queues' depth and
 * age, page rendering, open live-update streams, and the process's own figures. With
 * METRICS_TOKEN set it wants `Authorization: Bearer <token>`. Each app has its own registry.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpSeconds = new Histogram({
      name: 'medshelf_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pageRenderSeconds = new Histogram({
      name: 'medshelf_page_render_seconds',
      help: 'Time to render, extract and encode one page (its count is the pages rendered)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    const queueLabels = ['queue'] as const;
    const waiting = new Gauge({
      name: 'medshelf_job_queue_waiting',
      help: 'Jobs waiting to start',
      labelNames: queueLabels,
      registers: [registry],
    });
    const oldest = new Gauge({
      name: 'medshelf_job_queue_oldest_wait_seconds',
      help: 'How long the oldest waiting job has waited',
      labelNames: queueLabels,
      registers: [registry],
    });
    const active = new Gauge({
      name: 'medshelf_job_queue_active',
      help: 'Jobs running now, on any process',
      labelNames: queueLabels,
      registers: [registry],
    });
    new Gauge({
      name: 'medshelf_live_streams',
      help: 'Live-update streams open on this process',
      registers: [registry],
      collect() {
        this.set(app.events.openStreams());
      },
    });
    new Gauge({
      name: 'medshelf_render_queue_pages',
      help: 'Pages waiting for a render thread on this process',
      registers: [registry],
      collect() {
        this.set(app.renderPool.stats().queued);
      },
    });

    app.decorate('metrics', { registry, pageRenderSeconds });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched URLs share one label, so scanners cannot blow up the series count.
      const route = request.routeOptions.url ?? 'unmatched';
      httpSeconds.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = app.config.metricsToken;
      if (token && !sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({
            error: { code: 'unauthorized', message: 'Metrics need the token set in METRICS_TOKEN.' },
          });
      }
      for (const queue of await app.jobs.stats()) {
        waiting.set({ queue: queue.name }, queue.waiting);
        oldest.set({ queue: queue.name }, queue.oldestWaitSeconds);
        active.set({ queue: queue.name }, queue.active);
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
