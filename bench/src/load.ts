/**
 * Load from this process with autocannon. Latency percentiles come from every response time
 * autocannon reports (its `response` event, in fractional ms), sorted: its own table has no p95
 * and rounds to whole milliseconds.
 */
import autocannon from 'autocannon';
import { seededRandom } from './medical-text.ts';
import { maximum, percentile } from './stats.ts';

export interface LoadResult {
  requestsPerSecond: number;
  responses: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx responses, connection errors and timeouts: any of them makes the figures suspect. */
  failures: number;
}

/** What one load run saw: every successful response time, and what failed. */
export interface LoadSamples {
  times: number[];
  failures: number;
  seconds: number;
}

/** `seconds` of load from `connections` connections; several paths are picked at random per request. */
export async function collectLoad(
  origin: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<LoadSamples> {
  const random = seededRandom(5);
  const nextPath = () => paths[Math.floor(random() * paths.length)] ?? '/';
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    // Generous: a slow endpoint should show up as a high p95, not as failed requests.
    timeout: 30,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const times: number[] = [];
  let non2xx = 0;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    else non2xx += 1;
  });
  const onAbort = () => instance.stop();
  signal.addEventListener('abort', onAbort, { once: true });
  const result = await instance;
  signal.removeEventListener('abort', onAbort);
  return { times, failures: non2xx + result.errors + result.timeouts, seconds: result.duration };
}

/** Rates are successful responses over the run's length (autocannon reports it in seconds). */
export function summarizeLoad(samples: LoadSamples): LoadResult {
  const { times, failures, seconds } = samples;
  return {
    requestsPerSecond: times.length / seconds,
    responses: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    maxMs: maximum(times),
    failures,
  };
}

export async function runLoad(
  origin: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  signal: AbortSignal,
): Promise<LoadResult> {
  return summarizeLoad(await collectLoad(origin, paths, connections, seconds, signal));
}
