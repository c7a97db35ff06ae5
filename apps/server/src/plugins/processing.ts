import fp from 'fastify-plugin';
import { createRenderPool, type RenderPool } from '../documents/render-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renderPool: RenderPool;
  }
}

/**
 * The worker threads that open, render and encode PDFs (PROCESSING_CONCURRENCY of them), so the
 * thread answering HTTP never waits on a page. Upload checks use them in every role.
 */
export const processingPlugin = fp(
  async (app) => {
    const pool = createRenderPool(app.config.processingConcurrency, app.config.renderMemoryMb, {
      pageRendered: (seconds) => app.metrics.pageRenderSeconds.observe(seconds),
    });
    app.decorate('renderPool', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'processing', dependencies: ['config', 'metrics'] },
);
