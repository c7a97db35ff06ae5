/**
 * `npm run bench [-- pages|processing|api|crowd … [--seconds N]]`: every part by default, or only
 * those named.
 * - pages: serves the built site with its demo content, runs Lighthouse on the key pages (and again
 *   with a 6× slower CPU), times a deck page's first byte beside the shell's, measures the entry,
 *   and names the functions in each page's long tasks;
 * - processing: renders and encodes a generated 50-page deck as the processing job does;
 * - api: the slide APIs under load on a generated database (PGlite, or DATABASE_URL's server);
 * - search: search and suggestion server times at 5,000, 50,000 and 500,000 decks (same databases);
 * - service: API latency while a scanned deck renders beside idle, and render throughput;
 * - paging: page 1 against page 400 of 5,000 decks, as OFFSET read it before and keyset reads it now;
 * - statistics: the uploader's statistics API for a deck with 1,000,000 views, and the roll-up;
 * - crowd: 200 anonymous visitors at once over the hot reads, beside a Fastify hello world, on
 *   PGlite and (with DATABASE_URL) PostgreSQL; 60 s per run, or `--seconds N` for a quick check.
 * Each prints its figures beside their budgets and saves the raw results. A missed budget is
 * reported but does not fail the process; anything that breaks the measurement does.
 */
import type { BudgetCheck } from './budgets.ts';
import { runPagesPart } from './pages-part.ts';
import { summary } from './report.ts';
import { runSearchPart } from './search.ts';
import {
  runApiPart,
  runCrowdPart,
  runPagingPart,
  runProcessingPart,
  runServicePart,
  runStatisticsPart,
} from './server-parts.ts';

const parts = ['pages', 'processing', 'service', 'api', 'search', 'paging', 'statistics', 'crowd'] as const;
type Part = (typeof parts)[number];

function readParts(args: string[]): Part[] {
  const unknown = args.filter((arg) => !parts.some((part) => part === arg));
  if (unknown.length > 0)
    throw new Error(`unknown part ${unknown.join(', ')}: choose from ${parts.join(', ')}`);
  return args.length === 0 ? [...parts] : parts.filter((part) => args.includes(part));
}

/** `--seconds N` anywhere among the arguments: the crowd's run length (60 s by default). */
function readArguments(args: string[]): { parts: Part[]; crowdSeconds: number } {
  const at = args.indexOf('--seconds');
  if (at < 0) return { parts: readParts(args), crowdSeconds: 60 };
  const seconds = Number(args[at + 1]);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds wants a whole number >= 1');
  return {
    parts: readParts(args.filter((_, index) => index !== at && index !== at + 1)),
    crowdSeconds: seconds,
  };
}

async function main(signal: AbortSignal): Promise<void> {
  const { parts: selected, crowdSeconds } = readArguments(process.argv.slice(2));
  const checks: BudgetCheck[] = [];
  const broken: string[] = [];
  // A part that breaks (a Lighthouse trace lost on a busy machine) should not cost the figures
  // of the others: they still run, and the process fails at the end.
  const attempt = async (name: string, part: () => Promise<BudgetCheck[]>) => {
    try {
      checks.push(...(await part()));
    } catch (error) {
      if (signal.aborted || selected.length === 1) throw error;
      broken.push(name);
      console.error(
        `\n${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  };
  const run: Record<Part, () => Promise<BudgetCheck[]>> = {
    pages: () => runPagesPart(signal),
    processing: runProcessingPart,
    service: runServicePart,
    api: () => runApiPart(signal),
    search: () => runSearchPart(signal),
    paging: runPagingPart,
    statistics: runStatisticsPart,
    crowd: () => runCrowdPart(signal, crowdSeconds),
  };
  for (const part of selected) {
    signal.throwIfAborted();
    await attempt(part, run[part]);
  }
  if (selected.length > 1) console.info(`\nAll parts (${selected.join(', ')}): ${summary(checks)}`);
  if (broken.length > 0) throw new Error(`the ${broken.join(' and ')} part broke; see above`);
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
