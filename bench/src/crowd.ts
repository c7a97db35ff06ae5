/**
 * The crowd bench (issue 19): 200 connections at once over what anonymous visitors open — the
 * overview, a list, a deck (its JSON and its served HTML), search and suggestions — on a
 * generated database, beside a Fastify hello world served by the same process and measured in
 * the same run. Each database gets three runs of the same length: the hello world alone, the
 * overview alone (the ratio the budget is about) and the crowd, where every kind of request has
 * its share of the connections at the same time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ask, stopServer } from './api.ts';
import type { ApiTarget, ServerStart } from './api-targets.ts';
import { openBenchDatabase } from './bench-database.ts';
import {
  defaultGenerateOptions,
  describeGeneration,
  type GenerateResult,
  generateDecks,
} from './generate-decks.ts';
import { collectLoad, type LoadResult, type LoadSamples, summarizeLoad } from './load.ts';
import { webDist } from './paths.ts';

export interface CrowdShareResult {
  label: string;
  connections: number;
  load: LoadResult;
}

export interface CrowdResult {
  database: 'pglite' | 'postgres';
  generation: GenerateResult;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  hello: LoadResult;
  /** The overview alone, with every connection. */
  overview: LoadResult;
  /** Everything at once: each share, and all of them together. */
  crowd: { shares: CrowdShareResult[]; total: LoadResult };
}

export interface CrowdOptions {
  decks: number;
  seconds: number;
  signal: AbortSignal;
  log: (line: string) => void;
}

export const crowdConnections = 200;
const warmupSeconds = 3;
const readyTimeoutMs = 10 * 60_000;
const drainTimeoutMs = 5 * 60_000;

const overviewPath = '/api/slides/overview?subjects=basic-science,clinical-science';
/** What every browser sends: visitors get compressed answers. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

interface Share {
  label: string;
  connections: number;
  paths: string[];
}

/** What a crowd opens, and how many of the 200 connections ask for each (they add up to 200). */
function crowdShares(decks: { id: string; category: string; subCategory: string }[]): Share[] {
  const shares: Share[] = [
    {
      label: 'overview (home, /slide)',
      connections: 50,
      paths: [overviewPath, '/api/slides/overview', `${overviewPath}&sort=trending`],
    },
    {
      label: 'list (a sub-category, a category)',
      connections: 30,
      paths: [
        '/api/decks?category=medicine&subCategory=cardiology',
        '/api/decks?category=medicine&subCategory=cardiology&sort=trending',
        '/api/decks?category=medicine',
        '/api/decks?category=medicine&page=2',
      ],
    },
    {
      label: `deck JSON (${decks.length} decks)`,
      connections: 40,
      paths: decks.map((d) => `/api/decks/${d.id}`),
    },
    {
      label: `deck page HTML (${decks.length} decks)`,
      connections: 30,
      paths: decks.map((d) => `/slidedetails/${d.id}/${d.category}/${d.subCategory}`),
    },
    {
      label: 'search (5 queries)',
      connections: 25,
      paths: ['patient', 'hypertension', 'asthma management', 'nephro', 'ecg'].map(
        (q) => `/api/search?${new URLSearchParams({ q })}`,
      ),
    },
    {
      label: 'suggestions (6 prefixes)',
      connections: 25,
      paths: ['ca', 'cardio', 'hyper', 'asthma man', 'neph', 'priya'].map(
        (q) => `/api/search/suggest?${new URLSearchParams({ q })}`,
      ),
    },
  ];
  const total = shares.reduce((sum, share) => sum + share.connections, 0);
  if (total !== crowdConnections) throw new Error(`the crowd's shares add up to ${total} connections`);
  return shares;
}

async function sampleDecks(
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  ids: string[],
): Promise<{ id: string; category: string; subCategory: string }[]> {
  const { rows } = await database.handle.executeSql(
    `select d.id, c.slug as category, s.slug as sub_category
       from decks d join categories c on c.id = d.category_id join sub_categories s on s.id = d.sub_category_id
      where d.id = any($1)`,
    [ids],
  );
  return rows.map((row) => ({
    id: String(row.id),
    category: String(row.category),
    subCategory: String(row.sub_category),
  }));
}

function mergeSamples(all: LoadSamples[]): LoadSamples {
  const times: number[] = [];
  for (const samples of all) for (const time of samples.times) times.push(time);
  return {
    times,
    failures: all.reduce((sum, samples) => sum + samples.failures, 0),
    seconds: Math.max(...all.map((samples) => samples.seconds)),
  };
}

/** One database: generate, start the server process, then the three runs. */
export async function benchCrowd(serverUrl: string | null, options: CrowdOptions): Promise<CrowdResult> {
  const { signal, log, seconds } = options;
  const database = await openBenchDatabase({ serverUrl });
  const appDataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-crowd-app-'));
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
    const decks = await sampleDecks(database, generation.sampleDeckIds);
    await database.handle.close();
    log(describeGeneration(generation));
    signal.throwIfAborted();

    const shares = crowdShares(decks);
    const targets: ApiTarget[] = [
      { key: 'hello', label: 'Fastify hello world', server: 'hello', paths: ['/'] },
    ];
    server = fork(path.join(import.meta.dirname, 'api-server.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child = server;
    const start: ServerStart = {
      type: 'start',
      database: database.config,
      dataDir: appDataDir,
      targets,
      sequential: null,
      webRoot: webDist,
    };
    const ready = await ask(child, start, 'ready', readyTimeoutMs, signal);
    const drain = () => ask(child, { type: 'drain' }, 'drained', drainTimeoutMs, signal);
    const measure = async (label: string, run: (length: number) => Promise<LoadSamples[]>) => {
      log(`  ${label}: ${warmupSeconds} s warm-up, ${seconds} s measured…`);
      await run(warmupSeconds);
      await drain();
      const samples = await run(seconds);
      await drain();
      return samples;
    };

    const [hello] = await measure('hello world', (length) =>
      Promise.all([collectLoad(ready.helloOrigin, ['/'], crowdConnections, length, signal, browserHeaders)]),
    );
    const [overview] = await measure('overview alone', (length) =>
      Promise.all([
        collectLoad(ready.appOrigin, [overviewPath], crowdConnections, length, signal, browserHeaders),
      ]),
    );
    const crowd = await measure('crowd', (length) =>
      Promise.all(
        shares.map((share) =>
          collectLoad(ready.appOrigin, share.paths, share.connections, length, signal, browserHeaders),
        ),
      ),
    );
    if (!hello || !overview) throw new Error('a run returned no samples');
    return {
      database: database.config.kind,
      generation,
      connections: crowdConnections,
      seconds,
      warmupSeconds,
      hello: summarizeLoad(hello),
      overview: summarizeLoad(overview),
      crowd: {
        shares: shares.map((share, index) => ({
          label: share.label,
          connections: share.connections,
          load: summarizeLoad(crowd[index] as LoadSamples),
        })),
        total: summarizeLoad(mergeSamples(crowd)),
      },
    };
  } finally {
    if (server) await stopServer(server);
    else await database.handle.close().catch(() => {});
    await database.remove();
    await rm(appDataDir, { recursive: true, force: true });
    process.off('exit', removeOnExit);
  }
}
