/**
 * The server process of the API and crowd benches, forked by api.ts and crowd.ts: the real app (buildApp, API only, no
 * logger, no demo content) on the generated database, and a plain Fastify hello world beside it.
 * Before listening it times each target with sequential `app.inject` calls: the server's own
 * time per request (routing, validation, queries, serialization), without sockets or queueing.
 *
 * It runs apart from the load generator so autocannon's own work does not share the server's
 * event loop, as in production, where clients are other machines.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { helloWorldServer } from '../../apps/server/src/modules/slides/bench-support/hello-world.ts';
import type {
  ApiTarget,
  ParentMessage,
  SequentialTiming,
  ServerMessage,
  ServerStart,
} from './api-targets.ts';
import { seededRandom } from './medical-text.ts';
import { maximum, percentile } from './stats.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

function send(message: ServerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, () => resolve());
  });
}

async function timeSequentially(
  app: App,
  target: ApiTarget,
  { requests, maxSeconds, warmup }: NonNullable<ServerStart['sequential']>,
): Promise<SequentialTiming> {
  const random = seededRandom(11);
  const nextPath = () => target.paths[Math.floor(random() * target.paths.length)] ?? '/';
  const request = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: nextPath() });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`${target.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    return elapsed;
  };
  for (let index = 0; index < warmup; index += 1) await request();
  const times: number[] = [];
  // A slow endpoint gets fewer requests rather than stretching the whole bench.
  const deadline = performance.now() + maxSeconds * 1000;
  while (times.length < requests && (times.length < 20 || performance.now() < deadline)) {
    times.push(await request());
  }
  return {
    key: target.key,
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: maximum(times),
  };
}

let stop: (() => Promise<void>) | undefined;

/**
 * Requests the app is still working on, counted from onRequest to onSend: a client that gives up
 * (autocannon at the end of a run) does not stop the handler, and its queries still hold the
 * database when the next run starts unless the bench waits for them.
 */
const inFlight = new Set<object>();
let whenIdle: (() => void)[] = [];
// PGlite runs each query synchronously on this thread: while one runs, requests already sent
// wait unparsed in socket buffers and are not counted yet. Idle means none counted for this long.
const quietMs = 250;

function countInFlight(app: App) {
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  app.addHook('onSend', async (request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
    }
  });
}

async function drained(): Promise<void> {
  do {
    if (inFlight.size > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  } while (inFlight.size > 0);
  await send({ type: 'drained' });
}

async function start(message: ServerStart): Promise<void> {
  const config: Config = {
    ...loadConfig(
      { NODE_ENV: 'production', DATA_DIR: message.dataDir, DEMO_CONTENT: '0' },
      message.webRoot ?? null,
    ),
    database: message.database,
  };
  const app = await buildApp(config, { logger: false });
  countInFlight(app);
  const hello = helloWorldServer();
  stop = async () => {
    await Promise.allSettled([app.close(), hello.close()]);
  };
  await app.ready();
  const sequential: SequentialTiming[] = [];
  const timing = message.sequential;
  for (const target of message.targets) {
    if (timing && target.server === 'app') sequential.push(await timeSequentially(app, target, timing));
  }
  const appOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
  const helloOrigin = await hello.listen({ host: '127.0.0.1', port: 0 });
  await send({ type: 'ready', appOrigin, helloOrigin, sequential });
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') {
    process.disconnect?.();
    return;
  }
  if (message.type === 'drain') {
    void drained();
    return;
  }
  start(message).catch(async (error: unknown) => {
    await send({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    process.exitCode = 1;
    process.disconnect?.();
  });
});
// The parent's "stop", or the parent gone: either way nobody is measuring any more. Closing the
// app closes the database too (PGlite writes its directory on close).
process.on('disconnect', () => {
  void (stop?.() ?? Promise.resolve()).finally(() => process.exit());
});
