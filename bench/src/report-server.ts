/** Formats the processing, API and crowd bench figures as plain-text tables, beside their budgets. */
import { cpus, loadavg } from 'node:os';
import type { ApiResult } from './api.ts';
import {
  apiMaxP95Ms,
  type BudgetCheck,
  crowdMaxP95Ms,
  crowdMinOverviewShareOfHello,
  idleServerMaxCpuMsPerSecond,
  passesApiBudget,
  processingMinPagesPerSecond,
  serviceMaxP99Ratio,
} from './budgets.ts';
import type { CrowdResult } from './crowd.ts';
import { describeGeneration } from './generate-decks.ts';
import type { LoadResult } from './load.ts';
import type { ProcessingResult } from './processing.ts';
import { summary } from './report.ts';
import { idleSeconds, type ServiceResult } from './service.ts';
import { mark, table } from './text-table.ts';

const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(value < 10 ? 2 : 1);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
// A slow endpoint's rate needs its decimals: "0" would hide the difference between 0.1 and 0.4.
const rate = (value: number) => (value < 100 ? value.toPrecision(2) : whole(value));

/**
 * Node, CPUs and load: figures from a machine busy with other work (load above its CPU count)
 * are slower and noisier, and whoever compares runs needs to know.
 */
export function machineLine(): string {
  const [oneMinute = 0] = loadavg();
  const cpu = cpus();
  return (
    `Node ${process.versions.node}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
    `load average ${oneMinute.toFixed(1)} at the start of this part`
  );
}

export function formatProcessing(result: ProcessingResult, checks: BudgetCheck[]): string {
  const header = [
    'deck',
    'pages/s',
    'ms/page',
    'render ms/page',
    'encode ms/page',
    'first page ms',
    'checkPdf ms',
  ];
  const row = [
    `${result.pageCount} pages, ${(result.pdfBytes / 1024).toFixed(0)} KB PDF`,
    result.pagesPerSecond.toFixed(1),
    ms(result.msPerPage),
    ms(result.renderMsPerPage),
    ms(result.encodeMsPerPage),
    ms(result.firstPageMs),
    ms(result.checkMs),
  ];
  const runs = result.runs.map((run) => `${(run.pagesMs / 1000).toFixed(2)} s`).join(', ');
  return [
    '',
    'Processing (as deck.process: checkPdf, then per page mupdf render at 1200 px + WebP at 1200/600/240 px;',
    `in memory; median of ${result.runs.length} runs)`,
    `  ${machineLine()}`,
    ...table([header, row]),
    `  runs (render + encode of all pages): ${runs}`,
    `  budget: >= ${processingMinPagesPerSecond} pages/s${' '.repeat(24)}` +
      `${result.pagesPerSecond.toFixed(1)}  ${mark(result.pagesPerSecond >= processingMinPagesPerSecond)}`,
    summary(checks),
    '',
  ].join('\n');
}

export function formatApi(result: ApiResult, checks: BudgetCheck[]): string {
  const hello = result.endpoints.find((endpoint) => endpoint.target.server === 'hello');
  const helloRate = hello?.load.requestsPerSecond ?? Number.NaN;
  const header = [
    'endpoint',
    'req/s',
    '× hello',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'failed',
    'seq n',
    'seq p50',
    'seq p95',
    'budget',
  ];
  const rows = result.endpoints.map(({ target, load, sequential }) => [
    target.label,
    rate(load.requestsPerSecond),
    (load.requestsPerSecond / helloRate).toPrecision(2),
    ms(load.p50Ms),
    ms(load.p95Ms),
    ms(load.p99Ms),
    ms(load.maxMs),
    whole(load.failures),
    sequential ? whole(sequential.requests) : '',
    ms(sequential?.p50Ms),
    ms(sequential?.p95Ms),
    target.server === 'app' ? mark(passesApiBudget(load)) : '',
  ]);
  const databaseName = result.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    '',
    `API on ${databaseName}, real app (buildApp, logger off, no compression asked) in its own process`,
    `  ${machineLine()}`,
    `  ${describeGeneration(result.generation)}`,
    `  Load: autocannon from the bench process, ${result.connections} connections, ` +
      `${result.warmupSeconds} s warm-up then ${result.seconds} s per endpoint.`,
    '  p50/p95/p99: from every response time autocannon reports (its `response` event), sorted;',
    '  its own table rounds to whole ms and has no p95.',
    '  seq: the same requests one at a time through app.inject in the server process (no socket,',
    "  no queueing): the server's own time per request.",
    `  Budget: p95 under load <= ${apiMaxP95Ms} ms and no failed response.`,
    ...table([header, ...rows]),
    summary(checks),
    '',
  ].join('\n');
}

export function formatService(result: ServiceResult, checks: BudgetCheck[]): string {
  const latency = table([
    [
      'request',
      'idle p50',
      'idle p99',
      'rendering p50',
      'rendering p99',
      'p99 ratio',
      'req/s idle → rendering',
    ],
    ...result.responsiveness.map(({ path, idle, whileRendering, p99Ratio }) => [
      path,
      ms(idle.p50Ms),
      ms(idle.p99Ms),
      ms(whileRendering.p50Ms),
      ms(whileRendering.p99Ms),
      `${p99Ratio.toFixed(2)}×`,
      `${rate(idle.requestsPerSecond)} → ${rate(whileRendering.requestsPerSecond)}`,
    ]),
  ]);
  const throughput = table([
    ['render threads', 'decks', 'pages', 'seconds', 'pages/s'],
    ...result.throughput.map((run) => [
      String(run.concurrency),
      String(run.decks),
      String(run.pages),
      run.seconds.toFixed(1),
      run.pagesPerSecond.toFixed(2),
    ]),
  ]);
  return [
    '',
    `Service: the built server while a ${result.scannedPages}-page scanned deck (${(result.scannedBytes / 1e6).toFixed(1)} MB) renders; 10 connections, 8 s each (ms)`,
    `  ${machineLine()}`,
    ...latency,
    `  budget: p99 while rendering <= ${serviceMaxP99Ratio}× idle`,
    '',
    `Idle: the same server asked nothing for ${idleSeconds} s: ${result.idleCpuMsPerSecond === null ? 'not measured (no /proc)' : `${result.idleCpuMsPerSecond.toFixed(0)} ms of CPU per second`} (budget <= ${idleServerMaxCpuMsPerSecond})`,
    '',
    'Processing throughput: two scanned decks uploaded together, upload to both ready',
    ...throughput,
    '',
    ...checks.map((check) => `  ${check.name}: ${check.actual?.toFixed(2) ?? 'n/a'} ${mark(check.pass)}`),
    summary(checks),
  ].join('\n');
}

export function formatCrowd(result: CrowdResult, checks: BudgetCheck[]): string {
  const header = ['run', 'conns', 'req/s', '× hello', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed'];
  const helloRate = result.hello.requestsPerSecond;
  const row = (label: string, connections: number, load: LoadResult) => [
    label,
    whole(connections),
    rate(load.requestsPerSecond),
    (load.requestsPerSecond / helloRate).toPrecision(2),
    ms(load.p50Ms),
    ms(load.p95Ms),
    ms(load.p99Ms),
    ms(load.maxMs),
    whole(load.failures),
  ];
  const databaseName = result.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    '',
    `Crowd on ${databaseName}: the real app (API and served HTML, logger off) beside a`,
    '  Fastify hello world in one server process; anonymous visitors asking for gzip or brotli as',
    '  browsers do, so the hot reads come from memory, compressed once',
    `  ${machineLine()}`,
    `  ${describeGeneration(result.generation)}`,
    `  Load: autocannon from the bench process, ${result.connections} connections, ` +
      `${result.warmupSeconds} s warm-up then ${result.seconds} s per run; in the crowd run each kind of`,
    '  request has its share of the connections at the same time (the indented rows).',
    `  Budgets: 0 failed, p95 <= ${crowdMaxP95Ms} ms, overview >= ${crowdMinOverviewShareOfHello} × hello world req/s.`,
    ...table([
      header,
      row('Fastify hello world', result.connections, result.hello),
      row('overview alone', result.connections, result.overview),
      row('crowd, everything at once', result.connections, result.crowd.total),
      ...result.crowd.shares.map((share) => row(`  ${share.label}`, share.connections, share.load)),
    ]),
    ...checks.map(
      (check) =>
        `  ${check.name}: ${check.actual === null ? 'n/a' : ms(check.actual)} (${check.limit})  ${mark(check.pass)}`,
    ),
    summary(checks),
    '',
  ].join('\n');
}
