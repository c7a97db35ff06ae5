/**
 * The pages part of `npm run bench`: the built site with its demo content, Lighthouse on the key
 * pages (median of BENCH_RUNS), the same pages with a 6× slower CPU, a deck page's time to first
 * byte beside the plain shell's, the JavaScript a first visit needs before the app starts, and
 * what runs in each page's long tasks (task-profile.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BudgetCheck, checkBudgets } from './budgets.ts';
import { waitForDemoPages } from './demo-pages.ts';
import { measureEntrySize } from './entry-size.ts';
import { measureFirstByte } from './first-byte.ts';
import { runLighthouse } from './lighthouse-pages.ts';
import { signedInMember } from './member.ts';
import { measureMemoryTouch } from './memory-touch.ts';
import { repoRoot, resultsDir } from './paths.ts';
import { formatReport } from './report.ts';
import { startBuiltSite } from './serve-built-site.ts';
import { formatPageTasks, profilePageTasks } from './task-profile.ts';

/** A cheap phone, or this machine when it is busy (issue 15). */
const slowedCpu = 6;
/** A route the server does not draw: the plain app shell. */
const shellPath = '/uploadslide';

function whole(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? String(fallback));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1`);
  return value;
}

export async function runPagesPart(signal: AbortSignal): Promise<BudgetCheck[]> {
  // A run takes ~8 s here, so a median of three is cheap and keeps a 98 budget from flapping on noise.
  const runsPerPage = whole('BENCH_RUNS', 3);
  const firstByteSeconds = whole('BENCH_TTFB_SECONDS', 10);
  const log = (line: string) => console.info(line);
  const entry = await measureEntrySize();
  log('Starting the built server…');
  const site = await startBuiltSite();
  try {
    log(`Server ready at ${site.origin}`);
    const targets = await waitForDemoPages(site.origin, signal, log);
    const memoryTouch = measureMemoryTouch();
    const lighthouse = { origin: site.origin, paths: targets.lighthouse, runs: runsPerPage, signal };
    const pages = await runLighthouse(lighthouse);
    const slowed = await runLighthouse({ ...lighthouse, cpuSlowdown: slowedCpu });
    log('Time to first byte…');
    const member = await signedInMember(site.origin, site.dataDir, 'benchreader');
    const firstByte = await measureFirstByte({
      origin: site.origin,
      targets: [
        { label: 'deck (server-rendered)', path: targets.deck },
        { label: 'shell', path: shellPath },
      ],
      cookie: member.cookie,
      seconds: firstByteSeconds,
      signal,
      log,
    });
    log('Long tasks, what runs in them…');
    const tasks = await profilePageTasks(site.origin, targets.lighthouse, signal);
    const checks = checkBudgets(pages, entry);
    const generatedAt = new Date().toISOString();
    const resultsFile = path.join(resultsDir, `lighthouse-${generatedAt.replaceAll(':', '-')}.json`);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      resultsFile,
      `${JSON.stringify({ generatedAt, runsPerPage, memoryTouch, entry, checks, pages, slowed, firstByte, tasks }, null, 2)}\n`,
    );
    log(
      formatReport({
        pages,
        slowed: { cpuSlowdown: slowedCpu, pages: slowed },
        firstByte,
        entry,
        checks,
        runsPerPage,
        memoryTouch,
        resultsFile: path.relative(repoRoot, resultsFile),
      }),
    );
    log(`\n${formatPageTasks(tasks)}`);
    return checks;
  } finally {
    await site.stop();
  }
}
