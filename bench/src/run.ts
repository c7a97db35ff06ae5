/**
 * `npm run bench`: serves the built site, runs Lighthouse on the key pages, measures the entry
 * chunk, prints the figures beside their budgets and saves the raw results. A missed budget is
 * reported but does not fail the process; anything that breaks the measurement does.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBudgets } from './budgets.ts';
import { measureEntrySize } from './entry-size.ts';
import { runLighthouse } from './lighthouse-pages.ts';
import { repoRoot, resultsDir } from './paths.ts';
import { formatReport } from './report.ts';
import { startBuiltSite } from './serve-built-site.ts';

const pagePaths = ['/', '/slide', '/book'];

async function main(signal: AbortSignal): Promise<void> {
  const runsPerPage = readRunsPerPage();
  const entry = await measureEntrySize();
  console.info('Starting the built server…');
  const site = await startBuiltSite();
  try {
    console.info(`Server ready at ${site.origin}`);
    const pages = await runLighthouse({ origin: site.origin, paths: pagePaths, runs: runsPerPage, signal });
    const checks = checkBudgets(pages, entry);
    const generatedAt = new Date().toISOString();
    const resultsFile = path.join(resultsDir, `lighthouse-${generatedAt.replaceAll(':', '-')}.json`);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      resultsFile,
      `${JSON.stringify({ generatedAt, runsPerPage, entry, checks, pages }, null, 2)}\n`,
    );
    console.info(
      formatReport({ pages, entry, checks, runsPerPage, resultsFile: path.relative(repoRoot, resultsFile) }),
    );
  } finally {
    await site.stop();
  }
}

// A run takes ~8 s here, so a median of three is cheap and keeps a 95 budget from flapping on noise.
function readRunsPerPage(): number {
  const runs = Number(process.env.BENCH_RUNS ?? '3');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number >= 1');
  return runs;
}

const controller = new AbortController();
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => controller.abort(new Error(`stopped by ${name}`)));
}
// Killing Chromium mid-run leaves Lighthouse promises nobody awaits; once stopping, they must not crash
// the process before the server is stopped. Otherwise keep Node's default: crash loudly.
process.on('unhandledRejection', (reason) => {
  if (!controller.signal.aborted) throw reason;
});
try {
  await main(controller.signal);
} catch (error) {
  // After a signal the error is only the echo of killing Chromium; the signal is the real cause.
  const cause: unknown = controller.signal.aborted ? controller.signal.reason : error;
  const message = cause instanceof Error ? (controller.signal.aborted ? cause.message : cause.stack) : cause;
  console.error(`\nbench failed: ${String(message)}`);
  process.exitCode = 1;
}
