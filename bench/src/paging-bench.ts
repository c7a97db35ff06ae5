/**
 * The paging part: page 1 against a deep page of a list of 5,000+ ready decks and of as many
 * books, read as each list was read before decision 0029 (OFFSET: the database reads and drops every row before the page)
 * and as it is read now (keyset: it seeks past where the page before ends), in the same run on
 * the same data; PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/executor.ts';
import { books, decks } from '../../apps/server/src/db/schema/index.ts';
import type { KeysetList } from '../../apps/server/src/lib/keyset.ts';
import {
  bookCardList,
  selectCards as selectBookCards,
} from '../../apps/server/src/modules/books/repository.ts';
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

/** One list's figures: page 1 and the deep page, by OFFSET and by keyset. */
export interface ListPaging {
  list: string;
  rows: number;
  offset: { firstMs: number; deepMs: number };
  keyset: { firstMs: number; deepMs: number; pageEndsMs: number };
}

export interface PagingResult {
  database: 'pglite' | 'postgres';
  pageSize: number;
  deepPage: number;
  lists: ListPaging[];
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

/** The lists' queries before keyset paging, kept here only to be measured against. */
const offsetDecks = (db: Executor, page: number) =>
  selectCards(db)
    .where(eq(decks.status, 'ready'))
    .orderBy(desc(decks.createdAt), asc(decks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
const offsetBooks = (db: Executor, page: number) =>
  selectBookCards(db)
    .where(inArray(books.status, ['none', 'ready']))
    .orderBy(desc(books.createdAt), asc(books.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/** Books that are links only (public at once), one a minute apart; as many as the decks. */
async function generateBooks(db: Executor, count: number) {
  await db.execute(sql`
    insert into books (id, slug, title, subject_slug, status, external_url, created_at, updated_at)
    select 'bench-book-' || n, 'book-' || n, 'Bench book ' || n, 'basic-science', 'none',
      'https://example.com/book/' || n, now() - n * interval '1 minute', now() - n * interval '1 minute'
    from generate_series(1, ${count}) n`);
}

async function measure(
  list: string,
  rows: number,
  keyset: KeysetList<Record<string, unknown>>,
  offsetPage: (page: number) => Promise<unknown>,
): Promise<ListPaging> {
  const ends = await keyset.pageEnds(pageSize);
  const start = ends[deepPage - 2];
  if (!start) throw new Error(`${rows} ${list} make fewer than ${deepPage} pages of ${pageSize}`);
  const deep = { after: start, through: ends[deepPage - 1], limit: pageSize * 2 };
  return {
    list,
    rows,
    offset: {
      firstMs: await medianMs(() => offsetPage(1)),
      deepMs: await medianMs(() => offsetPage(deepPage)),
    },
    keyset: {
      firstMs: await medianMs(() => keyset.rows({ limit: pageSize })),
      deepMs: await medianMs(() => keyset.rows(deep)),
      pageEndsMs: await medianMs(() => keyset.pageEnds(pageSize)),
    },
  };
}

export async function benchPaging(
  serverUrl: string | null,
  log: (line: string) => void,
): Promise<PagingResult> {
  const database = await openBenchDatabase({ serverUrl });
  try {
    log(`  generating ${pagingDecks} decks and as many books in ${database.label}…`);
    await generateDecks(database.handle, {
      ...defaultGenerateOptions,
      decks: pagingDecks,
      pagesPerDeck: 1,
      wordsPerPage: 5,
    });
    const db = database.handle.db;
    await generateBooks(db, pagingDecks);
    return {
      database: serverUrl ? 'postgres' : 'pglite',
      pageSize,
      deepPage,
      lists: [
        await measure('ready decks', pagingDecks, readyDeckList(db, {}, 'newest'), (page) =>
          offsetDecks(db, page),
        ),
        await measure('books', pagingDecks, bookCardList(db, {}, 'newest'), (page) => offsetBooks(db, page)),
      ],
    };
  } finally {
    await database.handle.close();
    await database.remove();
  }
}

const ratio = ({ firstMs, deepMs }: { firstMs: number; deepMs: number }) => deepMs / firstMs;

export function checkPagingBudgets(result: PagingResult): BudgetCheck[] {
  return result.lists.map((list) => {
    const actual = ratio(list.keyset);
    return {
      name: `${list.list}: deep page ${result.deepPage} / page 1, keyset (${result.database})`,
      actual: Number(actual.toFixed(2)),
      limit: `≤ ${deepPageMaxRatio}`,
      pass: actual <= deepPageMaxRatio,
    };
  });
}

export function formatPaging(result: PagingResult): string {
  const row = (name: string, times: { firstMs: number; deepMs: number }) =>
    `  ${name.padEnd(8)} page 1 ${times.firstMs.toFixed(2).padStart(7)} ms   page ${result.deepPage} ${times.deepMs
      .toFixed(2)
      .padStart(7)} ms   deep/first ×${ratio(times).toFixed(2)}`;
  return result.lists
    .flatMap((list) => [
      `Paging, ${list.rows} ${list.list}, ${result.pageSize} a page (${result.database}; median of ${repeats}):`,
      row('OFFSET', list.offset),
      row('keyset', list.keyset),
      `  page ${result.deepPage}: keyset ×${(list.offset.deepMs / list.keyset.deepMs).toFixed(1)} faster than OFFSET; the page ends (once per 30 s for everyone) ${list.keyset.pageEndsMs.toFixed(2)} ms`,
    ])
    .join('\n');
}
