/**
 * The API bench: fills a database with the generator, starts the real app and a Fastify hello
 * world in a server process (api-server.ts), and loads each endpoint with autocannon (load.ts)
 * from this process.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ApiTarget,
  apiTargets,
  type ParentMessage,
  type SequentialTiming,
  type ServerMessage,
  type ServerStart,
} from './api-targets.ts';
import { openBenchDatabase } from './bench-database.ts';
import {
  defaultGenerateOptions,
  describeGeneration,
  type GenerateResult,
  generateDecks,
} from './generate-decks.ts';
import { type LoadResult, runLoad } from './load.ts';

export type { LoadResult };

export interface EndpointResult {
  target: ApiTarget;
  load: LoadResult;
  /** Sequential in-process timing; none for the hello world. */
  sequential: SequentialTiming | null;
}

export interface ApiResult {
  database: 'pglite' | 'postgres';
  generation: GenerateResult;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  endpoints: EndpointResult[];
}

export interface ApiOptions {
  decks: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  signal: AbortSignal;
  log: (line: string) => void;
}

const readyTimeoutMs = 10 * 60_000;
const drainTimeoutMs = 5 * 60_000;

export async function benchApi(options: ApiOptions): Promise<ApiResult> {
  const { signal, log } = options;
  const database = await openBenchDatabase();
  // The app's own files (its auth secret, uploads) go to a directory of their own.
  const appDataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-bench-app-'));
  // A Ctrl-C must not leave a gigabyte of PGlite files in the temp directory.
  const removeOnExit = () => {
    if (database.config.kind === 'pglite' && database.config.dataDir) {
      rmSync(database.config.dataDir, { recursive: true, force: true });
    }
    rmSync(appDataDir, { recursive: true, force: true });
  };
  process.once('exit', removeOnExit);
  let server: ChildProcess | undefined;
  try {
    log(`Filling ${database.label} with ${options.decks.toLocaleString('en-US')} decks…`);
    const generation = await generateDecks(database.handle, {
      ...defaultGenerateOptions,
      decks: options.decks,
      log,
      signal,
    });
    await database.handle.close();
    log(describeGeneration(generation));
    signal.throwIfAborted();

    const targets = apiTargets(generation.sampleDeckIds);
    log('Starting the app; timing each endpoint with sequential in-process requests…');
    const child = fork(path.join(import.meta.dirname, 'api-server.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    server = child;
    const start: ServerStart = {
      type: 'start',
      database: database.config,
      dataDir: appDataDir,
      targets,
      sequential: { requests: 300, maxSeconds: 6, warmup: 20 },
    };
    const ready = await ask(child, start, 'ready', readyTimeoutMs, signal);
    // A run ends with up to `connections` requests still queued in the app; the next run must
    // not start behind them, or a slow endpoint's backlog is billed to the next one.
    const drain = () => ask(child, { type: 'drain' }, 'drained', drainTimeoutMs, signal);

    const endpoints: EndpointResult[] = [];
    for (const target of targets) {
      signal.throwIfAborted();
      const origin = target.server === 'hello' ? ready.helloOrigin : ready.appOrigin;
      log(`  ${target.label}: ${options.warmupSeconds} s warm-up, ${options.seconds} s measured…`);
      await runLoad(origin, target.paths, options.connections, options.warmupSeconds, signal);
      await drain();
      const load = await runLoad(origin, target.paths, options.connections, options.seconds, signal);
      await drain();
      const sequential = ready.sequential.find((timing) => timing.key === target.key) ?? null;
      endpoints.push({ target, load, sequential });
    }
    return {
      database: database.config.kind,
      generation,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
      endpoints,
    };
  } finally {
    if (server) await stopServer(server);
    else await database.handle.close().catch(() => {});
    await database.remove();
    await rm(appDataDir, { recursive: true, force: true });
    process.off('exit', removeOnExit);
  }
}

/** Sends `message` to the server process and waits for its answer of type `expected`. */
export function ask<T extends ServerMessage['type']>(
  server: ChildProcess,
  message: ParentMessage,
  expected: T,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`the server process sent no "${expected}" within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('stopped'));
    const onExit = (code: number | null) => fail(new Error(`the server process exited (${code})`));
    const onMessage = (answer: ServerMessage) => {
      if (answer.type === 'failed') fail(new Error(`the server process failed: ${answer.message}`));
      else if (answer.type === expected) {
        done();
        resolve(answer as Extract<ServerMessage, { type: T }>);
      }
    };
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      server.off('exit', onExit);
      server.off('message', onMessage);
    }
    function fail(error: Error) {
      done();
      reject(error);
    }
    signal.addEventListener('abort', onAbort, { once: true });
    server.on('exit', onExit);
    server.on('message', onMessage);
    server.send(message, (error) => error && fail(error));
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // With a callback, a channel the server already closed is an argument here, not a crash.
  if (server.connected) server.send({ type: 'stop' }, (error) => error && server.kill('SIGTERM'));
  // Closing flushes PGlite to disk; a server that hangs is killed rather than hanging the bench.
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
