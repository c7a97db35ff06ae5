/**
 * Starts the built server (the same bundle `npm run serve` runs) on a free port with an empty data
 * directory, so every bench run measures a fresh install with its demo content.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEntry, webDist } from './paths.ts';

export interface BuiltSite {
  origin: string;
  /** The server's DATA_DIR (its outbox, its files). */
  dataDir: string;
  /** The server's process id, to read what it costs the machine. */
  pid: number;
  stop: () => Promise<void>;
}

const readyTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;
// Enough of the server's output to explain a failed start without holding a long log in memory.
const keptOutputChars = 8_000;

export async function startBuiltSite(env: NodeJS.ProcessEnv = {}): Promise<BuiltSite> {
  for (const file of [serverEntry, path.join(webDist, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-bench-'));
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  // If the bench dies without reaching stop() (an uncaught error in a library), take the server with it.
  const killOnExit = () => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`server did not start: ${reason}\n--- server output ---\n${output.trim()}`);
  }
  if (server.pid === undefined) throw new Error('the server process has no pid');
  return { origin, dataDir, pid: server.pid, stop };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read a free port'));
      });
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`it exited with ${server.exitCode ?? server.signalCode}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET /api/health did not answer 200 within ${readyTimeoutMs / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}
