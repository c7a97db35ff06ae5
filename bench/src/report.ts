/** Formats the bench figures as plain-text tables a developer can read in a terminal or CI log. */
import {
  type BudgetCheck,
  categoryMinimum,
  entryGzipBudgetKb,
  kb,
  type PageMetric,
  pageMetricLabel,
  pageMetricMaximum,
  startupChunks,
  startupJsGzipBytes,
} from './budgets.ts';
import type { ChunkSize, EntrySize } from './entry-size.ts';
import type { FirstByteResult } from './first-byte.ts';
import { type CategoryId, categoryIds, type PageResult } from './lighthouse-pages.ts';
import type { MemoryTouch } from './memory-touch.ts';
import { blockingTasks, eachRun, memoryTouchLines } from './report-runs.ts';
import { mark, table, whole } from './text-table.ts';

export interface ReportInput {
  pages: PageResult[];
  /** The same pages with a slower CPU: figures beside the budgeted ones, no budget of their own. */
  slowed: { cpuSlowdown: number; pages: PageResult[] };
  firstByte: FirstByteResult;
  entry: EntrySize;
  checks: BudgetCheck[];
  runsPerPage: number;
  memoryTouch: MemoryTouch;
  resultsFile: string;
}

const pageMetrics = Object.keys(pageMetricMaximum) as PageMetric[];

const categoryLabel: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best-pr',
  seo: 'seo',
};

export function formatReport(input: ReportInput): string {
  const { pages, entry, checks, runsPerPage, resultsFile } = input;
  const first = pages[0]?.lhr;
  const settings = first?.configSettings;
  const lines = [
    '',
    'MedShelf bench',
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, ${settings?.formFactor ?? '?'} preset, ` +
      `${settings?.throttlingMethod === 'simulate' ? 'simulated' : (settings?.throttlingMethod ?? '?')} ` +
      `throttling, ${browserVersion(first?.environment.hostUserAgent)}, ` +
      `${runsPerPage === 1 ? '1 run per page' : `median of ${runsPerPage} runs per page (by performance)`}.`,
    'KB = 1024 bytes. Over plain http:// Chromium does not ask for brotli, so transfers here are gzip.',
    ...memoryTouchLines(input.memoryTouch),
    '',
    ...pageTable(pages),
    '',
    ...slowedTable(pages, input.slowed),
    '',
    ...firstByteTable(input.firstByte),
    '',
    ...entryTable(entry),
    '',
    ...failingAudits(pages),
    ...warnings([...pages, ...input.slowed.pages]),
    summary(checks),
    `Raw results: ${resultsFile}`,
    '',
  ];
  return lines.join('\n');
}

function pageTable(pages: PageResult[]): string[] {
  const header = [
    'page',
    ...categoryIds.map((id) => categoryLabel[id]),
    ...pageMetrics.map((metric) => pageMetricLabel[metric]),
    'total KB',
    'JS KB',
    'requests',
  ];
  const budget = [
    'budget',
    ...categoryIds.map((id) => `>= ${categoryMinimum[id]}`),
    ...pageMetrics.map((metric) => `<= ${pageMetricMaximum[metric]}`),
    '',
    '',
    '',
  ];
  const rows = pages.map((page) => [
    page.path,
    ...categoryIds.map((id) => scoreCell(page.scores[id], categoryMinimum[id])),
    ...pageMetrics.map((metric) => metricCell(page, metric)),
    oneDecimalKb(page.totalTransferBytes),
    oneDecimalKb(page.scriptTransferBytes),
    whole(page.requestCount),
  ]);
  return [
    'Lighthouse (transfer sizes as downloaded, compressed)',
    ...table([header, budget, ...rows]),
    '',
    ...eachRun(pages),
    ...blockingTasks(pages),
  ];
}

/** Each budgeted figure beside the same figure with the slower CPU. */
function slowedTable(pages: PageResult[], slowed: ReportInput['slowed']): string[] {
  const times = `${slowed.cpuSlowdown}×`;
  const header = [
    'page',
    'perf',
    `perf ${times}`,
    ...pageMetrics.flatMap((m) => [pageMetricLabel[m], `${times}`]),
  ];
  const rows = pages.map((page) => {
    const other = slowed.pages.find((candidate) => candidate.path === page.path);
    return [
      page.path,
      String(page.scores.performance ?? 'n/a'),
      String(other?.scores.performance ?? 'n/a'),
      ...pageMetrics.flatMap((metric) => [
        metricValue(page[metric], metric),
        metricValue(other?.[metric] ?? null, metric),
      ]),
    ];
  });
  const throttling = slowed.pages[0]?.lhr.configSettings.throttling;
  return [
    `The same pages with the CPU ${times} slower (Lighthouse cpuSlowdownMultiplier ${throttling?.cpuSlowdownMultiplier ?? '?'}; the preset's is 4): figures, no budget`,
    ...table([header, ...rows]),
  ];
}

function firstByteTable({ connections, seconds, rows }: FirstByteResult): string[] {
  const header = [
    'page',
    'anon p50 ms',
    'anon p95 ms',
    'anon req/s',
    'signed-in p50 ms',
    'signed-in p95 ms',
    'signed-in req/s',
  ];
  const cells = (load: FirstByteResult['rows'][number]['anonymous']) => [
    load.p50Ms.toFixed(1),
    load.p95Ms.toFixed(1),
    whole(load.requestsPerSecond),
  ];
  const failures = rows.flatMap(({ path, anonymous, signedIn }) =>
    anonymous.failures + signedIn.failures > 0
      ? [`  ${path}: ${anonymous.failures} anonymous and ${signedIn.failures} signed-in requests failed`]
      : [],
  );
  return [
    `Time to first byte, ${connections} keep-alive connections for ${seconds} s each, from a request sent to its response's headers`,
    ...table([
      header,
      ...rows.map((row) => [`${row.label} ${row.path}`, ...cells(row.anonymous), ...cells(row.signedIn)]),
    ]),
    '  anonymous: served from the hot-read cache after the first request; signed in: drawn for each',
    ...failures,
  ];
}

function entryTable(sizes: EntrySize): string[] {
  const { entry, preloaded, imported } = sizes;
  const header = ['file', 'raw KB', 'gzip -9 KB', 'prebuilt .gz KB', 'prebuilt .br KB'];
  const row = (label: string, chunk: ChunkSize) => [
    label,
    oneDecimalKb(chunk.rawBytes),
    oneDecimalKb(chunk.gzipBytes),
    oneDecimalKb(chunk.prebuiltGzipBytes),
    oneDecimalKb(chunk.prebuiltBrotliBytes),
  ];
  const rows = [
    row(entry.file, entry),
    ...preloaded.map((chunk) => row(`+ preload ${chunk.file}`, chunk)),
    ...imported.map((chunk) => row(`+ imported ${chunk.file}`, chunk)),
  ];
  const startupKb = kb(startupJsGzipBytes(sizes));
  const lines = ['Entry JavaScript (from apps/web/dist/index.html)', ...table([header, ...rows])];
  const all = startupChunks(sizes);
  if (all.length > 1) {
    const sum = (pick: (chunk: ChunkSize) => number) => all.reduce((total, chunk) => total + pick(chunk), 0);
    lines.push(
      `  entry + the chunks it imports (JS before the app can start): ${oneDecimalKb(sum((c) => c.gzipBytes))} KB ` +
        `gzip -9, ${oneDecimalKb(sum((c) => c.prebuiltBrotliBytes ?? c.gzipBytes))} KB as served (brotli)`,
    );
  }
  lines.push(
    `  budget: JS before the app can start <= ${entryGzipBudgetKb} KB gzip    ` +
      `${startupKb.toFixed(1)} KB  ${mark(startupKb <= entryGzipBudgetKb)}`,
  );
  return lines;
}

function failingAudits(pages: PageResult[]): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    for (const id of categoryIds) {
      const audits = page.failingAudits[id];
      if (!audits) continue;
      lines.push(`${page.path} ${id} ${page.scores[id]}:`);
      if (audits.length === 0)
        lines.push('  (no single audit below 1; the score is rounded from metric scores)');
      for (const audit of audits) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        const weight = audit.weight > 0 ? `weight ${audit.weight}` : 'advice';
        lines.push(`  ${audit.id} [score ${audit.score.toFixed(2)}, ${weight}]: ${audit.title}${value}`);
        for (const culprit of audit.culprits) lines.push(`      ${culprit}`);
      }
    }
  }
  return lines.length > 0 ? ['Audits that cost points (category below 100)', ...lines, ''] : [];
}

function warnings(pages: PageResult[]): string[] {
  const lines = pages.flatMap((page) => page.warnings.map((warning) => `  ${page.path}: ${warning}`));
  return lines.length > 0 ? ['Lighthouse warnings', ...lines, ''] : [];
}

export function summary(checks: BudgetCheck[]): string {
  const missed = checks.filter((check) => !check.pass);
  const names = missed.length > 0 ? ` (${missed.map((check) => check.name).join('; ')})` : '';
  return `Budgets: ${checks.length - missed.length} PASS, ${missed.length} MISS${names}`;
}

function metricValue(value: number | null, metric: PageMetric): string {
  if (value === null) return 'n/a';
  return metric === 'cls' ? value.toFixed(3) : whole(value);
}

function metricCell(page: PageResult, metric: PageMetric): string {
  const value = page[metric];
  return `${metricValue(value, metric)} ${mark(value !== null && value <= pageMetricMaximum[metric])}`;
}

function scoreCell(score: number | null, minimum: number): string {
  return score === null ? 'n/a MISS' : `${score} ${mark(score >= minimum)}`;
}

const oneDecimalKb = (bytes: number | null) => (bytes === null ? 'n/a' : kb(bytes).toFixed(1));

function browserVersion(userAgent: string | undefined): string {
  // Chromium reports only its major version in the user agent (the rest reads 0.0.0).
  const version = userAgent?.match(/(?:HeadlessChrome|Chrome)\/(\d+)/)?.[1];
  return version ? `Chromium ${version}` : 'Chromium';
}
