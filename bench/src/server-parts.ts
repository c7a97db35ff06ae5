/**
 * The server parts of `npm run bench`: processing throughput and the API under load. Each prints
 * its table and saves its raw figures as soon as it is done.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { benchApi } from './api.ts';
import {
  type BudgetCheck,
  checkApiBudgets,
  checkCrowdBudgets,
  checkProcessingBudgets,
  checkServiceBudgets,
} from './budgets.ts';
import { benchCrowd } from './crowd.ts';
import { benchPaging, checkPagingBudgets, formatPaging } from './paging-bench.ts';
import { repoRoot, resultsDir } from './paths.ts';
import { benchProcessing } from './processing.ts';
import { formatApi, formatCrowd, formatProcessing, formatService } from './report-server.ts';
import { benchService } from './service.ts';
import { benchStatistics, checkStatisticsBudgets, formatStatistics } from './statistics-bench.ts';

// 50,000 decks is the size; fewer (BENCH_DECKS) or shorter runs (BENCH_API_SECONDS) are
// for trying the bench out, not for figures to compare.
function readSettings() {
  const whole = (name: string, fallback: number, minimum: number) => {
    const value = Number(process.env[name] ?? String(fallback));
    if (!Number.isInteger(value) || value < minimum)
      throw new Error(`${name} must be a whole number >= ${minimum}`);
    return value;
  };
  return {
    decks: whole('BENCH_DECKS', 50_000, 200),
    seconds: whole('BENCH_API_SECONDS', 10, 1),
  };
}

export async function runProcessingPart(): Promise<BudgetCheck[]> {
  console.info('Processing bench: a generated 50-page deck, 3 runs…');
  const processing = await benchProcessing(50, 3);
  const checks = checkProcessingBudgets(processing);
  console.info(formatProcessing(processing, checks));
  await saveResults('processing', { processing, checks });
  return checks;
}

export async function runApiPart(signal: AbortSignal): Promise<BudgetCheck[]> {
  const settings = readSettings();
  console.info('API bench…');
  const api = await benchApi({
    decks: settings.decks,
    connections: 10,
    warmupSeconds: 2,
    seconds: settings.seconds,
    signal,
    log: (line) => console.info(line),
  });
  const checks = checkApiBudgets(api);
  console.info(formatApi(api, checks));
  await saveResults(`api-${api.database}`, { api, checks });
  return checks;
}

/** The uploader's statistics of a deck with 1,000,000 views, on PGlite and on DATABASE_URL's server. */
export async function runStatisticsPart(): Promise<BudgetCheck[]> {
  const servers: (string | null)[] = [null];
  if (process.env.DATABASE_URL) servers.push(process.env.DATABASE_URL);
  else console.info('Statistics bench: PGlite only (set DATABASE_URL for the PostgreSQL run too).');
  const checks: BudgetCheck[] = [];
  for (const serverUrl of servers) {
    console.info(`Statistics bench on ${serverUrl ? 'PostgreSQL' : 'PGlite'}…`);
    const statistics = await benchStatistics(serverUrl, (line) => console.info(line));
    const statisticsChecks = checkStatisticsBudgets(statistics);
    console.info(formatStatistics(statistics, statisticsChecks));
    await saveResults(`statistics-${statistics.database}`, { statistics, checks: statisticsChecks });
    checks.push(...statisticsChecks);
  }
  return checks;
}

/** Page 1 against a deep page, OFFSET beside keyset, on PGlite and (with DATABASE_URL) PostgreSQL. */
export async function runPagingPart(): Promise<BudgetCheck[]> {
  const servers: (string | null)[] = [null];
  if (process.env.DATABASE_URL) servers.push(process.env.DATABASE_URL);
  else console.info('Paging bench: PGlite only (set DATABASE_URL for the PostgreSQL run too).');
  const checks: BudgetCheck[] = [];
  for (const serverUrl of servers) {
    console.info(`Paging bench on ${serverUrl ? 'PostgreSQL' : 'PGlite'}…`);
    const paging = await benchPaging(serverUrl, (line) => console.info(line));
    const pagingChecks = checkPagingBudgets(paging);
    console.info(formatPaging(paging));
    await saveResults(`paging-${paging.database}`, { paging, checks: pagingChecks });
    checks.push(...pagingChecks);
  }
  return checks;
}

/**
 * The crowd on the embedded database, then on DATABASE_URL's PostgreSQL server when it is set.
 * `seconds` per run: 60 is the figure; fewer are for a quick check.
 */
export async function runCrowdPart(signal: AbortSignal, seconds: number): Promise<BudgetCheck[]> {
  const { decks } = readSettings();
  const servers: (string | null)[] = [null];
  if (process.env.DATABASE_URL) servers.push(process.env.DATABASE_URL);
  else console.info('Crowd bench: PGlite only (set DATABASE_URL for the PostgreSQL run too).');
  const checks: BudgetCheck[] = [];
  for (const serverUrl of servers) {
    console.info(`Crowd bench on ${serverUrl ? 'PostgreSQL' : 'PGlite'}…`);
    const crowd = await benchCrowd(serverUrl, { decks, seconds, signal, log: (line) => console.info(line) });
    const crowdChecks = checkCrowdBudgets(crowd);
    console.info(formatCrowd(crowd, crowdChecks));
    await saveResults(`crowd-${crowd.database}`, { crowd, checks: crowdChecks });
    checks.push(...crowdChecks);
  }
  return checks;
}

export async function runServicePart(): Promise<BudgetCheck[]> {
  console.info('Service bench: the built server while a scanned deck renders, and render throughput…');
  const service = await benchService(loadConfig({}, null).processingConcurrency);
  const checks = checkServiceBudgets(service);
  console.info(formatService(service, checks));
  await saveResults('service', { service, checks });
  return checks;
}

async function saveResults(name: string, results: object): Promise<void> {
  const generatedAt = new Date().toISOString();
  const resultsFile = path.join(resultsDir, `${name}-${generatedAt.replaceAll(':', '-')}.json`);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify({ generatedAt, ...results }, null, 2)}\n`);
  console.info(`Raw results: ${path.relative(repoRoot, resultsFile)}`);
}
