/**
 * Time to first byte of a server-rendered deck page under 50 concurrent requests, beside the plain
 * app shell (a route the server does not draw), for anonymous visitors (served from the hot-read
 * cache after the first) and for a signed-in member (drawn for every request).
 *
 * Timed with Node's own HTTP client from a request sent to its response's headers: autocannon
 * (the API bench's load) times until a response is complete and opens its connections as it
 * starts timing (see timeFirstBytes for what that measured).
 */
import http from 'node:http';
import { type LoadResult, type LoadSamples, summarizeLoad } from './load.ts';

export const firstByteConnections = 50;
const warmupSeconds = 2;

export interface FirstByteRow {
  label: string;
  path: string;
  anonymous: LoadResult;
  signedIn: LoadResult;
}

export interface FirstByteResult {
  connections: number;
  seconds: number;
  rows: FirstByteRow[];
}

// What a browser's navigation sends.
const navigationHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export async function measureFirstByte(options: {
  origin: string;
  targets: { label: string; path: string }[];
  cookie: string;
  seconds: number;
  signal: AbortSignal;
  log: (line: string) => void;
}): Promise<FirstByteResult> {
  const { origin, seconds, signal, log } = options;
  const load = async (path: string, headers: Record<string, string>) =>
    summarizeLoad(await timeFirstBytes(new URL(path, origin), headers, seconds, signal));
  const rows: FirstByteRow[] = [];
  for (const { label, path } of options.targets) {
    log(`  ${path}: ${firstByteConnections} connections, ${seconds} s anonymous, ${seconds} s signed in…`);
    const anonymous = await load(path, navigationHeaders);
    const signedIn = await load(path, { ...navigationHeaders, cookie: options.cookie });
    rows.push({ label, path, anonymous, signedIn });
  }
  return { connections: firstByteConnections, seconds, rows };
}

/** Generous: a slow page should show up as a high p95, not as failed requests. */
const requestTimeoutMs = 30_000;

/**
 * `seconds` of requests for `url` from `firstByteConnections` keep-alive connections, one request
 * on each at a time, timed once every connection is open and has been answered. Under full load
 * Node takes one new connection per turn of its event loop (libuv accepts one at a time since
 * 1.45), and a turn here lasts as long as the pages begun in it: new connections opened all at
 * once waited in the kernel's queue, the last of 50 for 12 s, while the first dozen were served.
 * That is what 50 visitors arriving together meet; the figures are for 50 connected ones.
 */
async function timeFirstBytes(
  url: URL,
  headers: Record<string, string>,
  seconds: number,
  signal: AbortSignal,
): Promise<LoadSamples> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: firstByteConnections });
  // Stopping ends the requests under way (as failures) with their sockets.
  const stop = () => agent.destroy();
  signal.addEventListener('abort', stop, { once: true });
  const ask = () =>
    new Promise<number | null>((resolve) => {
      const sent = performance.now();
      const request = http.get(url, { agent, headers, timeout: requestTimeoutMs }, (response) => {
        const firstByte = performance.now() - sent;
        const ok =
          response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300;
        response.on('error', () => resolve(null));
        response.on('end', () => resolve(ok ? firstByte : null));
        response.resume();
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => resolve(null));
    });
  const onEveryConnection = (work: () => Promise<void>) =>
    Promise.all(Array.from({ length: firstByteConnections }, work));
  try {
    const warmEnds = performance.now() + warmupSeconds * 1000;
    await onEveryConnection(async () => {
      do await ask();
      while (performance.now() < warmEnds && !signal.aborted);
    });
    const times: number[] = [];
    let failures = 0;
    const started = performance.now();
    const ends = started + seconds * 1000;
    await onEveryConnection(async () => {
      while (performance.now() < ends && !signal.aborted) {
        const firstByte = await ask();
        if (firstByte === null) failures += 1;
        else times.push(firstByte);
      }
    });
    return { times, failures, seconds: (performance.now() - started) / 1000 };
  } finally {
    signal.removeEventListener('abort', stop);
    agent.destroy();
  }
}
