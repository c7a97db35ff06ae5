import fp from 'fastify-plugin';

/**
 * While the server closes, answers say `Connection: close`: a request in flight (an upload)
 * is answered and its connection ends with it, instead of staying open and idle until the
 * client drops it (keep-alive), which would hold the shutdown up to SHUTDOWN_SECONDS.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
