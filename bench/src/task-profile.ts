/**
 * What runs in a page's long tasks: each page loaded once in Chromium with its CPU really slowed
 * 4× and V8's sampler on, then every task after the first paint longer than 50 ms, with the time
 * it spent on script, style, layout and paint, and the app's functions that took most of it,
 * named through the build's source maps. Lighthouse's table gives the tasks' times and scripts;
 * this gives what to change. One load, so its times are rougher than Lighthouse's medians.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../e2e/support/find-chromium.ts';
import { webDist } from './paths.ts';

const cpuSlowdown = 4;
const longTaskMs = 50;
/** Functions named per task: the app's own first, then the libraries'. */
const functionsPerTask = 4;
const afterInteractiveMs = 2_000;
const untilInteractive = `new Promise((resolve) => {
  const root = document.documentElement;
  if (root.hasAttribute('data-interactive')) return resolve(true);
  new MutationObserver((_, observer) => {
    if (root.hasAttribute('data-interactive')) observer.disconnect(), resolve(true);
  }).observe(root, { attributes: true });
})`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: { url?: string } };
}

/** The trace leaves out what a frame lacks: native and V8's own frames have no URL. */
interface CallFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}

export interface ProfiledTask {
  /** Milliseconds after the document's first bytes were parsed. */
  startMs: number;
  durationMs: number;
  /**
   * Time inside the task by kind of work, in milliseconds, each nested piece counted once, as
   * what it is (a layout a script forced is layout); `other` is the rest (navigation, images).
   */
  work: Record<'script' | 'style' | 'layout' | 'paint' | 'parse' | 'gc' | 'other', number>;
  /** Inclusive sampled time by function ("src/…/file.tsx:line name"), largest first. */
  functions: { name: string; ms: number }[];
}

export interface PageTasks {
  path: string;
  firstPaintMs: number;
  tasks: ProfiledTask[];
}

const workKinds: Record<string, keyof ProfiledTask['work']> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

export async function profilePageTasks(
  origin: string,
  paths: string[],
  signal: AbortSignal,
): Promise<PageTasks[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const results: PageTasks[] = [];
    for (const pagePath of paths) {
      signal.throwIfAborted();
      console.info(`  tasks ${pagePath} (CPU ${cpuSlowdown}× slower)`);
      results.push(analyse(pagePath, await traceLoad(browser, `${origin}${pagePath}`)));
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  // A phone's screen, as Lighthouse's mobile preset.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // Microtasks and calls from the browser into scripts, as their own events.
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The app marks the page once hydrated (root-layout.tsx); its effects run just after. Waited
    // for with a plain expression: Playwright's own waiting runs its scripts in the page, and
    // they were a good part of the tasks it then measured.
    await cdp.send('Runtime.evaluate', { expression: untilInteractive, awaitPromise: true, timeout: 60_000 });
    await delay(afterInteractiveMs);
    const trace = await browser.stopTracing();
    return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

function analyse(pagePath: string, events: TraceEvent[]): PageTasks {
  // Another renderer may parse an empty document first: the page's own parse names its URL.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'),
  );
  if (!parse) throw new Error(`no document parse in the trace of ${pagePath}`);
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  const from = firstPaint?.ts ?? parse.ts;
  const samples = sampledStacks(events, parse);
  const names = new FunctionNames();
  const complete = onMain.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const tasks = complete
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        (event.dur ?? 0) / 1000 > longTaskMs &&
        event.ts + (event.dur ?? 0) > from,
    )
    .map((task): ProfiledTask => {
      const end = task.ts + (task.dur ?? 0);
      return {
        startMs: (task.ts - parse.ts) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        work: workIn(task, complete),
        functions: topFunctions(
          samples.filter((sample) => sample.ts >= task.ts && sample.ts < end),
          names,
        ),
      };
    });
  return { path: pagePath, firstPaintMs: (from - parse.ts) / 1000, tasks };
}

function workIn(task: TraceEvent, events: TraceEvent[]): ProfiledTask['work'] {
  const end = task.ts + (task.dur ?? 0);
  const durationMs = (task.dur ?? 0) / 1000;
  const work: ProfiledTask['work'] = {
    script: 0,
    style: 0,
    layout: 0,
    paint: 0,
    parse: 0,
    gc: 0,
    other: durationMs,
  };
  const inside = events
    .filter(
      (event) =>
        workKinds[event.name] && event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Events on a thread nest: each is taken out of the one it lies in.
  const open: TraceEvent[] = [];
  for (const event of inside) {
    while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= event.ts) open.pop();
    const ms = (event.dur ?? 0) / 1000;
    const outer = open.at(-1);
    work[workKinds[event.name] ?? 'other'] += ms;
    work[outer ? (workKinds[outer.name] ?? 'other') : 'other'] -= ms;
    open.push(event);
  }
  return work;
}

interface Sample {
  ts: number;
  /** How long it stands for: until the next sample. */
  ms: number;
  stack: CallFrame[];
}

/** The page thread's samples, each with its stack, from the profile's chunks. */
function sampledStacks(events: TraceEvent[], thread: TraceEvent): Sample[] {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const timed: { ts: number; node: number }[] = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile.id || event.pid !== profile.pid) continue;
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    for (const [index, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[index] ?? 0;
      timed.push({ ts, node });
    }
  }
  for (const node of nodes.values()) {
    for (const child of node.children ?? []) {
      const found = nodes.get(child);
      if (found) found.parent = node.id;
    }
  }
  return timed.map(({ ts: at, node }, index) => {
    const stack: CallFrame[] = [];
    for (
      let current = nodes.get(node);
      current;
      current = current.parent ? nodes.get(current.parent) : undefined
    ) {
      stack.push(current.callFrame);
    }
    const next = timed[index + 1]?.ts ?? at;
    return { ts: at, ms: (next - at) / 1000, stack };
  });
}

function topFunctions(samples: Sample[], names: FunctionNames): ProfiledTask['functions'] {
  const mine = new Map<string, number>();
  const theirs = new Map<string, number>();
  for (const sample of samples) {
    // A function counts once per sample however deep it recurses.
    const seen = new Set<string>();
    for (const frame of sample.stack) {
      const name = names.of(frame);
      if (!name || seen.has(name)) continue;
      seen.add(name);
      const into = /^(src|packages)\//.test(name) ? mine : theirs;
      into.set(name, (into.get(name) ?? 0) + sample.ms);
    }
  }
  const ranked = (from: Map<string, number>) =>
    [...from].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms }));
  return [...ranked(mine), ...ranked(theirs)].slice(0, functionsPerTask);
}

/** Names a sampled frame by its place in the sources, through the build's source maps. */
class FunctionNames {
  private readonly maps = new Map<string, TraceMap | null>();

  of(frame: CallFrame): string | null {
    const name = frame.functionName ?? '';
    if (!frame.url) {
      // The browser's own calls (appendChild, getComputedStyle) and the garbage collector.
      return name && !['(root)', '(program)', '(idle)'].includes(name) ? `${name} (native)` : null;
    }
    const file = frame.url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
    if (!file)
      return `${frame.url.replace(/^[a-z]+:\/\/[^/]+/, '')}:${(frame.lineNumber ?? 0) + 1} (in the page)`;
    const map = this.mapOf(file);
    if (!map) return `${file} ${name}`.trim();
    const original = originalPositionFor(map, {
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    if (!original.source) return null;
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
    return `${source}:${original.line} ${original.name ?? name}`.trim();
  }

  private mapOf(file: string): TraceMap | null {
    let map = this.maps.get(file);
    if (map === undefined) {
      try {
        map = new TraceMap(readFileSync(path.join(webDist, 'assets', `${file}.map`), 'utf8'));
      } catch {
        map = null;
      }
      this.maps.set(file, map);
    }
    return map;
  }
}

const fixed = (ms: number) => ms.toFixed(0);

export function formatPageTasks(pages: PageTasks[]): string {
  const lines = [
    `Long tasks after the first paint, one load each with the CPU ${cpuSlowdown}× slower (Chromium's own throttling, so real`,
    `milliseconds of this machine; Lighthouse's simulation above multiplies unthrottled ones): start, duration,`,
    'the work in it, and the functions with most of its time (the app’s own first; inclusive, sampled)',
  ];
  for (const page of pages) {
    lines.push(
      `  ${page.path}: first paint at ${fixed(page.firstPaintMs)} ms, ${page.tasks.length} tasks over ${longTaskMs} ms`,
    );
    for (const task of page.tasks) {
      const work = Object.entries(task.work)
        .filter(([, ms]) => ms >= 1)
        .map(([kind, ms]) => `${kind} ${fixed(ms)}`)
        .join(', ');
      lines.push(`    ${fixed(task.startMs).padStart(6)} ${fixed(task.durationMs).padStart(5)}  ${work}`);
      for (const fn of task.functions) lines.push(`${' '.repeat(20)}${fixed(fn.ms).padStart(4)}  ${fn.name}`);
    }
  }
  return lines.join('\n');
}
