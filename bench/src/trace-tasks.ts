/**
 * A page load's long tasks from a Chromium trace: each task on the page's thread after the first
 * paint, with the time in it by kind of work and the functions sampled in it.
 */
import { FunctionNames, sampledStacks, topFunctions } from './sampled-functions.ts';

/** Functions named per task: the app's own first, then the libraries'. */
const functionsPerTask = 4;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, where Chromium records it. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: { url?: string } };
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

/** The page's own thread in a trace, its complete events, and when it first painted. */
function pageThread(events: TraceEvent[]) {
  // Another renderer may parse an empty document first: the page's own parse names its URL.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'),
  );
  if (!parse) return null;
  const complete = events
    .filter(
      (event) =>
        event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  return { parse, complete, from: firstPaint?.ts ?? parse.ts };
}

export interface ThreadTime {
  wallMs: number;
  cpuMs: number;
}

/**
 * The page thread's tasks after its first paint: their wall time, and the thread's own CPU time in
 * them. Lighthouse simulates from wall time, so where the second is far below the first, the
 * machine (other processes, its kernel) held the thread, and the TBT shows that, not the page.
 */
export function threadTimeAfterFirstPaint(events: TraceEvent[]): ThreadTime | null {
  const thread = pageThread(events);
  if (!thread) return null;
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const task of thread.complete) {
    // Nested message loops run tasks inside tasks: only the outermost count.
    if (task.name !== 'RunTask' || task.ts < thread.from || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

export function longTasks(pagePath: string, events: TraceEvent[], longTaskMs: number): PageTasks {
  const thread = pageThread(events);
  if (!thread) throw new Error(`no document parse in the trace of ${pagePath}`);
  const { parse, complete, from } = thread;
  const samples = sampledStacks(events, parse);
  const names = new FunctionNames();
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
          functionsPerTask,
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
