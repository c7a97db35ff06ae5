/**
 * The paging part: page 1 against a deep page of a list of 5,000+ ready decks, read as the list
 * was read before decision 0029 (OFFSET: the database reads and drops every row before the page)
 * and as it is read now (keyset: it seeks past where the page before ends), in the same run on
 * the same data; PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/executor.ts';
import { decks } from '../../apps/server/src/db/schema/index.ts';
import { readyDeckList, selectCards } from '../../apps/server/src/modules/slides/repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import type { BudgetCheck } from './budgets.ts';
import { defaultGenerateOptions, generateDecks } from './generate-decks.ts';
import { median } from './stats.ts';

export const pagingDecks = 5_000;
const pageSize = 12;
export const deepPage = 400;
const repeats = 30;
/** A deep page by keyset may cost at most this many times page 1. */
export const deepPageMaxRatio = 3;

export interface PagingResult {
  database: 'pglite' | 'postgres';
  decks: number;
  pageSize: number;
  deepPage: number;
  offset: { firstMs: number; deepMs: number };
  keyset: { firstMs: number; deepMs: number; pageEndsMs: number };
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let n = 0; n < repeats; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The list's query before keyset paging, kept here only to be measured against. */
const offsetPage = (db: Executor, page: number) =>
  selectCards(db)
    .where(eq(decks.status, 'ready'))
    .orderBy(desc(decks.createdAt), asc(decks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

export async function benchPaging(
  serverUrl: string | null,
  log: (line: string) => void,
): Promise<PagingResult> {
  const database = await openBenchDatabase({ serverUrl });
  try {
    log(`  generating ${pagingDecks} decks in ${database.label}…`);
    await generateDecks(database.handle, {
      ...defaultGenerateOptions,
      decks: pagingDecks,
      pagesPerDeck: 1,
      wordsPerPage: 5,
    });
    const db = database.handle.db;
    const list = readyDeckList(db, {}, 'newest');
    const ends = await list.pageEnds(pageSize);
    const start = ends[deepPage - 2];
    if (!start) throw new Error(`${pagingDecks} decks make fewer than ${deepPage} pages of ${pageSize}`);
    const deep = { after: start, through: ends[deepPage - 1], limit: pageSize * 2 };
    return {
      database: serverUrl ? 'postgres' : 'pglite',
      decks: pagingDecks,
      pageSize,
      deepPage,
      offset: {
        firstMs: await medianMs(() => offsetPage(db, 1)),
        deepMs: await medianMs(() => offsetPage(db, deepPage)),
      },
      keyset: {
        firstMs: await medianMs(() => list.rows({ limit: pageSize })),
        deepMs: await medianMs(() => list.rows(deep)),
        pageEndsMs: await medianMs(() => list.pageEnds(pageSize)),
      },
    };
  } finally {
    await database.handle.close();
    await database.remove();
  }
}

const ratio = ({ firstMs, deepMs }: { firstMs: number; deepMs: number }) => deepMs / firstMs;

export function checkPagingBudgets(result: PagingResult): BudgetCheck[] {
  const actual = ratio(result.keyset);
  return [
    {
      name: `deep page ${result.deepPage} / page 1, keyset (${result.database})`,
      actual: Number(actual.toFixed(2)),
      limit: `≤ ${deepPageMaxRatio}`,
      pass: actual <= deepPageMaxRatio,
    },
  ];
}

export function formatPaging(result: PagingResult): string {
  const row = (name: string, times: { firstMs: number; deepMs: number }) =>
    `  ${name.padEnd(8)} page 1 ${times.firstMs.toFixed(2).padStart(7)} ms   page ${result.deepPage} ${times.deepMs
      .toFixed(2)
      .padStart(7)} ms   deep/first ×${ratio(times).toFixed(2)}`;
  return [
    `Paging, ${result.decks} ready decks, ${result.pageSize} a page (${result.database}; median of ${repeats}):`,
    row('OFFSET', result.offset),
    row('keyset', result.keyset),
    `  page ${result.deepPage}: keyset ×${(result.offset.deepMs / result.keyset.deepMs).toFixed(1)} faster than OFFSET; the page ends (once per 30 s for everyone) ${result.keyset.pageEndsMs.toFixed(2)} ms`,
  ].join('\n');
}
