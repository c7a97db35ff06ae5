/**
 * Time to first byte under load: `connections` clients each ask for the page again as soon as
 * the last answer is read, for `seconds`; each sample is the time from sending the request to its
 * status line and headers arriving (a streamed page sends them before it is drawn). autocannon
 * reports only whole responses, so this is a small client of its own.
 */
import http from 'node:http';
import { percentile } from './stats.ts';

export interface FirstByteResult {
  p50Ms: number;
  p95Ms: number;
  responses: number;
  failures: number;
}

export async function measureFirstByte(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<FirstByteResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        if (response.statusCode === 200) times.push(performance.now() - started);
        else failures += 1;
        response.resume();
        response.on('end', resolve);
        response.on('error', () => resolve());
      });
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  const client = async () => {
    while (performance.now() < until) await once();
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), responses: times.length, failures };
}
