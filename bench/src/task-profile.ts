/**
 * What runs in a page's long tasks: each page loaded once in Chromium with its CPU really slowed
 * 4× and V8's sampler on, then every task after the first paint longer than 50 ms, with the time
 * it spent on script, style, layout and paint, and the app's functions that took most of it,
 * named through the build's source maps. Lighthouse's table gives the tasks' times and scripts;
 * this gives what to change. One load, so its times are rougher than Lighthouse's medians.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../e2e/support/find-chromium.ts';
import { longTasks, type PageTasks, type TraceEvent } from './trace-tasks.ts';

const cpuSlowdown = 4;
const longTaskMs = 50;
const afterInteractiveMs = 2_000;
const untilInteractive = `new Promise((resolve) => {
  const root = document.documentElement;
  if (root.hasAttribute('data-interactive')) return resolve(true);
  new MutationObserver((_, observer) => {
    if (root.hasAttribute('data-interactive')) observer.disconnect(), resolve(true);
  }).observe(root, { attributes: true });
})`;

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
      results.push(longTasks(pagePath, await traceLoad(browser, `${origin}${pagePath}`), longTaskMs));
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
