import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { defaultWebRoot } from './lib/package-root.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, defaultWebRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal, seconds: config.shutdownSeconds }, 'shutting down');
    // Whatever still holds on (a slow upload, a stuck job) does not keep the process past this.
    setTimeout(() => {
      app.log.warn('shutdown took too long; exiting with work unfinished');
      process.exit(1);
    }, config.shutdownSeconds * 1000).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`MedShelf is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
