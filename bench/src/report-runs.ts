/**
 * How the machine ran the pages behind the medians: what it charges for new memory, each
 * Lighthouse run's figures, and the simulated tasks behind a TBT over its budget (decision 0041).
 */
import { pageMetricMaximum } from './budgets.ts';
import type { PageResult } from './lighthouse-pages.ts';
import { type MemoryTouch, rendererPagesPerLoad } from './memory-touch.ts';
import { table, whole } from './text-table.ts';
import type { ThreadTime } from './trace-tasks.ts';

export function memoryTouchLines({ microsecondsPerPage }: MemoryTouch): string[] {
  const rendererMs = (microsecondsPerPage * rendererPagesPerLoad) / 1000;
  return [
    `Memory touched the first time: ${microsecondsPerPage.toFixed(1)} µs per 4 KiB page here (decision 0041). A page load's`,
    `renderer thread touches some ${whole(rendererPagesPerLoad)}: ${whole(rendererMs)} ms of its CPU time, before any throttling, is page faults.`,
  ];
}

function threadTime(time: ThreadTime | null): string {
  return time ? `${whole(time.wallMs)}/${whole(time.cpuMs)}` : 'n/a';
}

/** Each run's performance, TBT, CPU index and page thread, where a page had more than one run. */
export function eachRun(pages: PageResult[]): string[] {
  const runs = pages.filter((page) => page.runs.length > 0);
  return runs.length
    ? [
        'Each run (the machine is measured by Lighthouse at each run start: a lower CPU index, a busier machine, longer tasks)',
        ...table([
          ['page', 'perf', 'TBT ms', 'CPU index', 'page thread after paint, wall/CPU ms'],
          ...runs.map((page) => [
            page.path,
            page.runs.map((run) => run.performance).join(' '),
            page.runs.map((run) => whole(run.tbtMs)).join(' '),
            page.runs.map((run) => whole(run.benchmarkIndex)).join(' '),
            page.runs.map((run) => threadTime(run.pageThread)).join(' '),
          ]),
        ]),
        "  wall/CPU: the page thread's tasks after the first paint, their wall time and the thread's own CPU time.",
        '  Lighthouse simulates from wall time: where wall is several times CPU, other processes or the kernel held',
        '  the thread, and the TBT measures the machine more than the page.',
      ]
    : [];
}

/** What makes up the TBT of the pages over its budget, so the work can start from the figures. */
export function blockingTasks(pages: PageResult[]): string[] {
  const over = pages.filter((page) => page.tbtMs !== null && page.tbtMs > pageMetricMaximum.tbtMs);
  if (over.length === 0) return [];
  return [
    '',
    'Tasks behind the TBT over budget (median run; simulated ms: start, duration, blocking; the script)',
    ...over.flatMap((page) => [
      `  ${page.path}: TBT ${whole(page.tbtMs)}; ${page.blockingTasks.length} tasks blocking ${whole(
        page.blockingTasks.reduce((sum, task) => sum + task.blockingMs, 0),
      )} ms after the first paint`,
      ...page.blockingTasks.map(
        (task) =>
          `    ${whole(task.startMs).padStart(6)} ${whole(task.durationMs).padStart(5)} ${whole(task.blockingMs).padStart(5)}  ${task.url}`,
      ),
    ]),
  ];
}
