/**
 * The search bench: for each size (BENCH_SEARCH_SIZES, default 5,000, 50,000 and 500,000 decks)
 * a new database (PGlite, or a new database on DATABASE_URL's server) is filled by the
 * generator (decks with page text, 5,000 books, journals, articles and news), then the real app
 * answers each fixed query (search-queries.ts) one request at a time through app.inject: the
 * server's own time per request (routing, validation, queries, serialisation), no socket.
 */
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { type BenchDatabase, openBenchDatabase } from './bench-database.ts';
import type { BudgetCheck } from './budgets.ts';
import {
  defaultGenerateOptions,
  describeGeneration,
  type GenerateResult,
  generateDecks,
} from './generate-decks.ts';
import { repoRoot, resultsDir } from './paths.ts';
import { defaultSearchContent, generateSearchContent, type SearchContentResult } from './search-content.ts';
import { type SearchTarget, searchTargets } from './search-queries.ts';
import { checkSearchBudgets, formatSearch } from './search-report.ts';
import { maximum, percentile } from './stats.ts';

export interface SearchTiming {
  target: SearchTarget;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The first response's counts and items, to show the query found what it should. */
  found: string;
}

export interface SearchSizeResult {
  decks: number;
  database: 'pglite' | 'postgres';
  generation: GenerateResult;
  content: SearchContentResult;
  analyzeSeconds: number;
  timings: SearchTiming[];
}

export interface SearchBenchOptions {
  sizes: number[];
  requests: number;
  warmup: number;
  signal: AbortSignal;
  log: (line: string) => void;
}

type App = Awaited<ReturnType<typeof buildApp>>;

function describeResponse(target: SearchTarget, body: string): string {
  const json = JSON.parse(body) as {
    counts?: Record<string, number>;
    countsCapped?: string[];
    items: unknown[];
    didYouMean?: string | null;
  };
  if (target.kind === 'suggest') return `${json.items.length} suggestions`;
  const counts = Object.entries(json.counts ?? {})
    .map(([type, n]) => `${n}${json.countsCapped?.includes(type) ? '+' : ''}`)
    .join('/');
  return `${json.items.length} items, counts ${counts}${json.didYouMean ? `, did you mean "${json.didYouMean}"` : ''}`;
}

async function timeTarget(
  app: App,
  target: SearchTarget,
  options: SearchBenchOptions,
): Promise<SearchTiming> {
  let found = '';
  const request = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: target.path });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`${target.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    found ||= describeResponse(target, response.body);
    return elapsed;
  };
  for (let index = 0; index < options.warmup; index += 1) await request();
  const times: number[] = [];
  for (let index = 0; index < options.requests; index += 1) times.push(await request());
  return {
    target,
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: maximum(times),
    found,
  };
}

interface Filled {
  generation: GenerateResult;
  content: SearchContentResult;
  analyzeSeconds: number;
}

/**
 * BENCH_SEARCH_KEEP=dir keeps each size's filled database and reuses it on the next run: filling
 * 500,000 decks takes most of an hour, timing the queries after a change to the search takes
 * minutes. PGlite's is the directory dir/pglite-{decks}; on DATABASE_URL's server it is the
 * database medshelf_bench_kept_{decks}, with its marker in dir/postgres-{decks}.
 */
function keptDirectory(decks: number): string | undefined {
  const keep = process.env.BENCH_SEARCH_KEEP;
  if (!keep) return undefined;
  return path.resolve(keep, `${process.env.DATABASE_URL ? 'postgres' : 'pglite'}-${decks}`);
}

const filledMarker = (directory: string) => path.join(directory, 'medshelf-bench-filled.json');

async function readFilled(directory: string | undefined): Promise<Filled | undefined> {
  if (!directory) return undefined;
  const text = await readFile(filledMarker(directory), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as Filled);
}

async function fill(database: BenchDatabase, decks: number, options: SearchBenchOptions): Promise<Filled> {
  const { log, signal } = options;
  log(`Filling ${database.label} with ${decks.toLocaleString('en-US')} decks…`);
  const generation = await generateDecks(database.handle, {
    ...defaultGenerateOptions,
    decks,
    log,
    signal,
  });
  log(describeGeneration(generation));
  signal.throwIfAborted();
  const content = await generateSearchContent(database.handle, defaultSearchContent, log);
  const analyzeStarted = performance.now();
  await database.handle.executeSql('vacuum analyze');
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  log(
    `Search content: ${Object.entries(content.rows)
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(
        ', ',
      )} in ${content.insertSeconds.toFixed(1)} s; search_reindex ${content.reindexSeconds.toFixed(1)} s; ` +
      `${content.vocabulary.toLocaleString('en-US')} words; VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s`,
  );
  return { generation, content, analyzeSeconds };
}

async function benchSize(decks: number, options: SearchBenchOptions): Promise<SearchSizeResult> {
  const { log, signal } = options;
  const kept = keptDirectory(decks);
  const reused = await readFilled(kept);
  if (kept && !reused) await rm(kept, { recursive: true, force: true });
  const database = await openBenchDatabase(
    kept ? { directory: kept, serverName: `medshelf_bench_kept_${decks}`, reuse: reused !== undefined } : {},
  );
  const appDataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-bench-app-'));
  // A Ctrl-C must not leave gigabytes of PGlite files in the temp directory.
  const removeOnExit = () => {
    if (!kept && database.config.kind === 'pglite' && database.config.dataDir) {
      rmSync(database.config.dataDir, { recursive: true, force: true });
    }
    rmSync(appDataDir, { recursive: true, force: true });
  };
  process.once('exit', removeOnExit);
  let app: App | undefined;
  try {
    if (reused) log(`Reusing ${database.label}, filled with ${decks.toLocaleString('en-US')} decks`);
    const filled = reused ?? (await fill(database, decks, options));
    await database.handle.close();
    if (kept && !reused) {
      await mkdir(kept, { recursive: true });
      await writeFile(filledMarker(kept), `${JSON.stringify(filled)}\n`);
    }
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'production', DATA_DIR: appDataDir, DEMO_CONTENT: '0' }, null),
      database: database.config,
    };
    app = await buildApp(config, { logger: false });
    await app.ready();
    const timings: SearchTiming[] = [];
    for (const target of searchTargets) {
      signal.throwIfAborted();
      timings.push(await timeTarget(app, target, options));
    }
    return { decks, database: database.config.kind, ...filled, timings };
  } finally {
    if (app) await app.close();
    else await database.handle.close().catch(() => {});
    if (!kept) await database.remove();
    await rm(appDataDir, { recursive: true, force: true });
    process.off('exit', removeOnExit);
  }
}

export async function benchSearch(options: SearchBenchOptions): Promise<SearchSizeResult[]> {
  const results: SearchSizeResult[] = [];
  for (const size of options.sizes) {
    options.signal.throwIfAborted();
    results.push(await benchSize(size, options));
  }
  return results;
}

/** BENCH_SEARCH_SIZES: comma-separated deck counts; the issue asks for 5,000, 50,000 and 500,000. */
function readSizes(): number[] {
  const text = process.env.BENCH_SEARCH_SIZES ?? '5000,50000,500000';
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 200))
    throw new Error('BENCH_SEARCH_SIZES must be whole numbers >= 200, separated by commas');
  return sizes;
}

/** `npm run bench -- search`: each size in turn, its table printed and saved as soon as it is done. */
export async function runSearchPart(signal: AbortSignal): Promise<BudgetCheck[]> {
  const sizes = readSizes();
  const requests = Number(process.env.BENCH_SEARCH_REQUESTS ?? '40');
  if (!Number.isInteger(requests) || requests < 5)
    throw new Error('BENCH_SEARCH_REQUESTS must be a whole number >= 5');
  console.info(`Search bench: ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')} decks…`);
  const checks: BudgetCheck[] = [];
  for (const size of sizes) {
    signal.throwIfAborted();
    const [result] = await benchSearch({
      sizes: [size],
      requests,
      warmup: 3,
      signal,
      log: (line) => console.info(line),
    });
    if (!result) continue;
    console.info(formatSearch(result));
    checks.push(...checkSearchBudgets([result]));
    await saveSearchResults(result);
  }
  return checks;
}

async function saveSearchResults(result: SearchSizeResult): Promise<void> {
  const generatedAt = new Date().toISOString();
  const name = `search-${result.database}-${result.decks}-${generatedAt.replaceAll(':', '-')}.json`;
  const resultsFile = path.join(resultsDir, name);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify({ generatedAt, ...result }, null, 2)}\n`);
  console.info(`Raw results: ${path.relative(repoRoot, resultsFile)}`);
}
