/**
 * The statistics part: a deck with 1,000,000 recorded views (and 300,000 readers' page times)
 * over 120 days, rolled up as the scheduled job does, then the uploader's statistics API timed
 * through the real app (app.inject with the uploader's session), on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { BudgetCheck } from './budgets.ts';
import { machineLine } from './report-server.ts';
import { percentile } from './stats.ts';

export const statisticsViews = 1_000_000;
const readings = 300_000;
const batch = 100_000;
const requests = 40;
export const statisticsMaxP95Ms = 50;
/** A roll-up must finish within its default period (five minutes), whatever piled up. */
export const rollUpMaxSeconds = 300;

export interface StatisticsResult {
  database: 'pglite' | 'postgres';
  views: number;
  readings: number;
  fillSeconds: number;
  rollUpSeconds: number;
  deck: { p50Ms: number; p95Ms: number };
  mine: { p50Ms: number; p95Ms: number };
}

/** Views over 120 days from every kind of source (a tenth embedded on 20 sites), and page times. */
async function recordEvents(app: FastifyInstance, deckId: string) {
  for (let done = 0; done < statisticsViews; done += batch) {
    await app.db.execute(sql`
      insert into deck_events (deck_id, occurred_at, kind, source, host)
      select ${deckId}, now() - random() * interval '120 days', 'view',
        (array['site', 'search', 'direct', 'link', 'embed'])[1 + n % 5],
        case n % 5 when 3 then 'forum' || (n % 7) || '.example' when 4 then 'blog' || (n % 20) || '.example' end
      from generate_series(${done + 1}::int, ${done + batch}::int) as n`);
  }
  for (let done = 0; done < readings; done += batch) {
    await app.db.execute(sql`
      insert into deck_events (deck_id, occurred_at, kind, page, seconds)
      select ${deckId}, now() - random() * interval '120 days', 'reading', 1 + n % 3, 5 + n % 90
      from generate_series(${done + 1}::int, ${done + batch}::int) as n`);
  }
}

/** A member signed in through the real auth routes (email verified in the table) and a ready deck of theirs. */
async function uploaderWithDeck(app: FastifyInstance, origin: string) {
  const account = {
    name: 'Stats bench',
    username: 'stats_bench',
    email: 'stats-bench@example.com',
    password: 'bench-pass-1',
  };
  const auth = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/auth${url}`, headers: { origin }, payload });
  const signedUp = await auth('/sign-up/email', account);
  if (signedUp.statusCode !== 200) throw new Error(`sign-up failed: ${signedUp.statusCode} ${signedUp.body}`);
  await app.db.execute(sql`update users set email_verified = true where email = ${account.email}`);
  const signedIn = await auth('/sign-in/email', account);
  const session = signedIn.cookies.find((cookie) => cookie.name.endsWith('session_token'));
  if (!session) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const deckId = 'statsbench0001';
  // A ready deck as processing leaves it; the statistics read nothing of its pages.
  await app.db.execute(sql`
    insert into decks (id, owner_id, slug, title, category_id, sub_category_id, status, page_count,
      pages_done, original_name, original_type, original_size, views)
    select ${deckId}, u.id, 'ecg-basics', 'ECG basics', s.category_id, s.id, 'ready', 3, 3, 'ecg.pdf', 'pdf',
      1000, ${statisticsViews}
    from users u, sub_categories s where u.email = ${account.email} order by s.id limit 1`);
  return { cookie: `${session.name}=${session.value}`, deckId };
}

async function timeRequests(app: FastifyInstance, url: string, cookie: string) {
  const durations: number[] = [];
  for (let n = 0; n < requests + 3; n++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    // The first few warm the statements and caches.
    if (n >= 3) durations.push(performance.now() - started);
  }
  return { p50Ms: percentile(durations, 50), p95Ms: percentile(durations, 95) };
}

export async function benchStatistics(serverUrl: string | null, log: (line: string) => void) {
  const bench = await openBenchDatabase({ serverUrl });
  await bench.handle.close();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-bench-statistics-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }, null),
    database: bench.config,
    demoContent: false,
    // The bench runs the roll-up itself and times it; the schedule must not run it meanwhile.
    statisticsRollupSeconds: 24 * 60 * 60,
  };
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const { cookie, deckId } = await uploaderWithDeck(app, config.publicUrl);
    log(
      `  filling: ${statisticsViews.toLocaleString('en')} views and ${readings.toLocaleString('en')} page times…`,
    );
    let started = performance.now();
    await recordEvents(app, deckId);
    const fillSeconds = (performance.now() - started) / 1000;
    log('  rolling up…');
    const job = await app.jobs.send('statistics.roll-up', {});
    started = performance.now();
    while ((await app.jobs.state('statistics.roll-up', job)) !== 'completed') {
      if ((await app.jobs.state('statistics.roll-up', job)) === 'failed')
        throw new Error('the roll-up failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rollUpSeconds = (performance.now() - started) / 1000;
    const result: StatisticsResult = {
      database: serverUrl ? 'postgres' : 'pglite',
      views: statisticsViews,
      readings,
      fillSeconds,
      rollUpSeconds,
      deck: await timeRequests(app, `/api/statistics/decks/${deckId}`, cookie),
      mine: await timeRequests(app, '/api/statistics/mine', cookie),
    };
    return result;
  } finally {
    await app.close();
    await bench.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function checkStatisticsBudgets(result: StatisticsResult): BudgetCheck[] {
  const name = result.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    {
      name: `statistics of a deck with 1M views p95 ms (${name})`,
      actual: result.deck.p95Ms,
      limit: `<= ${statisticsMaxP95Ms}`,
      pass: result.deck.p95Ms <= statisticsMaxP95Ms,
    },
    {
      name: `statistics of all the member's decks p95 ms (${name})`,
      actual: result.mine.p95Ms,
      limit: `<= ${statisticsMaxP95Ms}`,
      pass: result.mine.p95Ms <= statisticsMaxP95Ms,
    },
    {
      name: `roll-up of 1.3M events s (${name})`,
      actual: result.rollUpSeconds,
      limit: `<= ${rollUpMaxSeconds}`,
      pass: result.rollUpSeconds <= rollUpMaxSeconds,
    },
  ];
}

export function formatStatistics(result: StatisticsResult, checks: BudgetCheck[]): string {
  const name = result.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    '',
    `Statistics on ${name}: one deck, ${result.views.toLocaleString('en')} views and ${result.readings.toLocaleString('en')} page times over 120 days`,
    `  ${machineLine()}`,
    `  events written in ${result.fillSeconds.toFixed(1)} s; the roll-up job summed them in ${result.rollUpSeconds.toFixed(1)} s`,
    `  GET /api/statistics/decks/:id  p50 ${result.deck.p50Ms.toFixed(1)} ms  p95 ${result.deck.p95Ms.toFixed(1)} ms (${requests} requests, app.inject, the uploader's session)`,
    `  GET /api/statistics/mine       p50 ${result.mine.p50Ms.toFixed(1)} ms  p95 ${result.mine.p95Ms.toFixed(1)} ms`,
    ...checks.map(
      (check) =>
        `  ${check.pass ? 'pass' : 'MISS'}  ${check.name}: ${check.actual === null ? 'n/a' : check.actual.toFixed(1)} (${check.limit})`,
    ),
  ].join('\n');
}
