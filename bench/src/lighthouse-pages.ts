/**
 * Runs Lighthouse's default config (a mid-range phone on simulated slow 4G) on each page in the
 * system Chromium and keeps the figures the budgets are about; optionally with a slower CPU.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from '../../e2e/support/find-chromium.ts';
import { type ThreadTime, type TraceEvent, threadTimeAfterFirstPaint } from './trace-tasks.ts';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Its weight in the category score; 0 for advice that does not move the score. */
  weight: number;
  /** The first few URLs or elements Lighthouse blames, so the fix can start without opening the report. */
  culprits: string[];
}

export interface PageResult {
  path: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  /** Total blocking time. */
  tbtMs: number | null;
  /** Cumulative layout shift. */
  cls: number | null;
  totalTransferBytes: number | null;
  scriptTransferBytes: number | null;
  requestCount: number | null;
  failingAudits: Partial<Record<CategoryId, FailingAudit[]>>;
  warnings: string[];
  /** Every run's figures, when more than one was taken. */
  runs: RunFigures[];
  /** The median run's long tasks that Lighthouse counts as blocking (see blockingTasksOf). */
  blockingTasks: BlockingTask[];
  lhr: Result;
}

export interface RunFigures {
  performance: number;
  tbtMs: number | null;
  /**
   * Lighthouse's measure of the CPU at the start of the run (a fixed loop of JavaScript; higher is
   * faster). Its TBT is the run's tasks, timed on this machine, times the throttling: a busy machine
   * shows as a lower index, and its tasks are longer.
   */
  benchmarkIndex: number | null;
  /**
   * The page thread after the first paint, wall time against its own CPU time: the index measures
   * a loop of JavaScript, this what the machine did to the page's tasks during the run.
   */
  pageThread: ThreadTime | null;
}

/** One Lighthouse run: its result, and what its trace says of the page's thread. */
interface Audit {
  lhr: Result;
  pageThread: ThreadTime | null;
}

/** A task of the simulated page load, in the window where Lighthouse sums the blocking time. */
export interface BlockingTask {
  startMs: number;
  durationMs: number;
  /** Its part of the TBT: what lies after the first paint, less the 50 ms a task may take. */
  blockingMs: number;
  /** The script Lighthouse attributes it to, or "Unattributable" (the browser's own work). */
  url: string;
}

// The same Chromium, found the same way and with the same flags, as the e2e suite.
const chromeFlags = ['--headless=new', ...chromiumArgs];

export interface LighthouseOptions {
  origin: string;
  paths: string[];
  runs: number;
  /** Aborting kills Chromium, which makes the Lighthouse run in progress fail at once. */
  signal: AbortSignal;
  /**
   * Lighthouse's CPU slowdown instead of the mobile preset's 4×: 6× is a cheap phone, or this
   * machine when it is busy.
   */
  cpuSlowdown?: number;
}

export async function runLighthouse(options: LighthouseOptions): Promise<PageResult[]> {
  const { signal } = options;
  const chromePath = findChromium();
  // A profile of our own, because chrome-launcher leaves its temporary one behind when a launch fails.
  const userDataDir = await mkdtemp(join(tmpdir(), 'medshelf-bench-chromium-'));
  try {
    const chrome = await launch({
      chromePath,
      chromeFlags,
      userDataDir,
      logLevel: 'silent',
      // The bench handles signals itself so that the server is stopped too.
      handleSIGINT: false,
    });
    const killChrome = () => chrome.kill();
    signal.addEventListener('abort', killChrome, { once: true });
    try {
      return await auditPages(chrome.port, options);
    } finally {
      signal.removeEventListener('abort', killChrome);
      chrome.kill();
    }
  } finally {
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

async function auditPages(port: number, { origin, paths, runs, signal, cpuSlowdown }: LighthouseOptions) {
  const results: PageResult[] = [];
  const slowed = cpuSlowdown ? `CPU ${cpuSlowdown}× slower` : '';
  for (const path of paths) {
    const audits: Audit[] = [];
    for (let run = 1; run <= runs; run += 1) {
      signal.throwIfAborted();
      const label = [runs > 1 ? `run ${run}/${runs}` : '', slowed].filter(Boolean).join(', ');
      console.info(`  lighthouse ${path}${label ? ` (${label})` : ''}`);
      audits.push(await auditPage(`${origin}${path}`, port, cpuSlowdown));
    }
    results.push(summarise(path, medianRun(audits.map((audit) => audit.lhr)), audits));
  }
  return results;
}

// Chromium loses the trace now and then on a busy machine; the page itself was fine, and the run
// is taken again (up to twice) rather than losing every figure of the part.
const lostTrace = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const attemptsPerRun = 3;

async function auditPage(url: string, port: number, cpuSlowdown: number | undefined): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    const audit = await auditOnce(url, port, cpuSlowdown);
    const code = audit.lhr.runtimeError?.code;
    if (!code || !lostTrace.has(code) || attempt === attemptsPerRun) {
      failIfBroken(url, audit.lhr);
      return audit;
    }
    console.info(`    ${code}: the trace was lost, running again`);
  }
}

async function auditOnce(url: string, port: number, cpuSlowdown: number | undefined): Promise<Audit> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categoryIds],
    // Flags are merged into the preset's settings: the network throttling stays as it is.
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  });
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
  const events = runner.artifacts.Trace?.traceEvents as TraceEvent[] | undefined;
  return { lhr: runner.lhr, pageThread: events ? threadTimeAfterFirstPaint(events) : null };
}

function failIfBroken(url: string, lhr: Result) {
  // A runtime error means Lighthouse could not load the page: its scores would be meaningless.
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

function medianRun(lhrs: Result[]): Result {
  const sorted = [...lhrs].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs to choose from');
  return median;
}

function scoreOf(lhr: Result, id: CategoryId): number {
  return lhr.categories[id]?.score ?? 0;
}

function roundedScore(lhr: Result, id: CategoryId): number | null {
  const score = lhr.categories[id]?.score;
  return score == null ? null : Math.round(score * 100);
}

function summarise(path: string, lhr: Result, allRuns: Audit[]): PageResult {
  const scores: Record<CategoryId, number | null> = {
    performance: roundedScore(lhr, 'performance'),
    accessibility: roundedScore(lhr, 'accessibility'),
    'best-practices': roundedScore(lhr, 'best-practices'),
    seo: roundedScore(lhr, 'seo'),
  };
  const failingAudits: Partial<Record<CategoryId, FailingAudit[]>> = {};
  for (const id of categoryIds) {
    if (scores[id] !== null && scores[id] < 100) failingAudits[id] = failingAuditsOf(lhr, id);
  }
  return {
    path,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    totalTransferBytes: lhr.audits['total-byte-weight']?.numericValue ?? null,
    scriptTransferBytes: resourceSummary(lhr, 'script', 'transferSize'),
    requestCount: resourceSummary(lhr, 'total', 'requestCount'),
    failingAudits,
    warnings: lhr.runWarnings,
    runs: allRuns.length > 1 ? allRuns.map(runFigures) : [],
    blockingTasks: blockingTasksOf(lhr),
    lhr,
  };
}

function runFigures({ lhr, pageThread }: Audit): RunFigures {
  return {
    performance: Math.round(scoreOf(lhr, 'performance') * 100),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    pageThread,
  };
}

/**
 * The tasks behind the TBT, from the `long-tasks` audit, whose times are simulated as the
 * metric's are: a task counts for what of it lies after the first paint beyond 50 ms. The metric
 * itself blends an optimistic and a pessimistic simulation (each with the other's first paint), so
 * these add up to near it, not to it.
 */
function blockingTasksOf(lhr: Result): BlockingTask[] {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue;
  const details = lhr.audits['long-tasks']?.details;
  if (firstPaint === undefined || details?.type !== 'table') return [];
  const tasks: BlockingTask[] = [];
  for (const item of details.items) {
    const { startTime, duration, url } = item;
    if (typeof startTime !== 'number' || typeof duration !== 'number') continue;
    const blockingMs = startTime + duration - Math.max(startTime, firstPaint) - 50;
    if (blockingMs > 0)
      tasks.push({ startMs: startTime, durationMs: duration, blockingMs, url: pathOf(url) });
  }
  return tasks.sort((a, b) => a.startMs - b.startMs);
}

/** A URL of the site as its path; "Unattributable" as it is. */
function pathOf(url: unknown): string {
  const text = String(url);
  return URL.canParse(text) ? new URL(text).pathname : text;
}

function resourceSummary(lhr: Result, resourceType: string, field: 'transferSize' | 'requestCount') {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const value = details.items.find((item) => item.resourceType === resourceType)?.[field];
  return typeof value === 'number' ? value : null;
}

/** The audits that cost the category points, heaviest first, then advice Lighthouse marks as failed. */
function failingAuditsOf(lhr: Result, id: CategoryId): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    // Unweighted advice (most performance diagnostics) only counts once Lighthouse calls it failed.
    if (ref.weight === 0 && audit.score >= 0.9) continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      culprits: culpritsOf(audit),
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

const culpritsShown = 3;

function culpritsOf(audit: Result['audits'][string]): string[] {
  const details = audit.details;
  if (details?.type !== 'table' && details?.type !== 'opportunity') return [];
  const culprits: string[] = [];
  for (const item of details.items) {
    const node = item.node;
    if (typeof item.url === 'string') culprits.push(item.url);
    else if (typeof node === 'object' && node !== null && 'type' in node && node.type === 'node') {
      culprits.push(node.selector ?? node.snippet ?? node.nodeLabel ?? 'an element');
    }
    if (culprits.length === culpritsShown) break;
  }
  return culprits;
}
