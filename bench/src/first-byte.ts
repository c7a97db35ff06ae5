/**
 * Time to first byte of a server-rendered deck page under 50 concurrent requests, beside the plain
 * app shell (a route the server does not draw), for anonymous visitors (served from the hot-read
 * cache after the first) and for a signed-in member (drawn for every request).
 *
 * autocannon times a request until its response is complete. The server sends a page's HTML in
 * one piece once it is drawn, so over loopback its first byte and its last arrive together.
 */
import { collectLoad, type LoadResult, summarizeLoad } from './load.ts';

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
  const load = async (path: string, headers: Record<string, string>) => {
    await collectLoad(origin, [path], firstByteConnections, warmupSeconds, signal, headers);
    return summarizeLoad(await collectLoad(origin, [path], firstByteConnections, seconds, signal, headers));
  };
  const rows: FirstByteRow[] = [];
  for (const { label, path } of options.targets) {
    log(`  ${path}: ${firstByteConnections} connections, ${seconds} s anonymous, ${seconds} s signed in…`);
    const anonymous = await load(path, navigationHeaders);
    const signedIn = await load(path, { ...navigationHeaders, cookie: options.cookie });
    rows.push({ label, path, anonymous, signedIn });
  }
  return { connections: firstByteConnections, seconds, rows };
}
