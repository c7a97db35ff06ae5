/**
 * The bench data generator: users, ready decks across every sub-category, their pages with text,
 * likes and recent daily views, in the server's own schema. Deterministic for a given seed.
 *
 * On its own: `node --import tsx bench/src/generate-decks.ts --decks 50000 [--users 200]
 * [--pages 10] [--words 80] [--seed 1] [--data-dir DIR]`; PGlite in DIR (default: a new temp
 * directory) or, when DATABASE_URL is set, a new database on that server. The data is kept.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { refreshTrending } from '../../apps/server/src/modules/slides/repository.ts';
import { createTaxonomyService } from '../../apps/server/src/modules/taxonomy/service.ts';
import { slugify } from '../../packages/shared/src/slug.ts';
import { openBenchDatabase } from './bench-database.ts';
import {
  deckText,
  nth,
  pageText,
  personNames,
  pick,
  type Random,
  seededRandom,
  slideHeading,
} from './medical-text.ts';
import { type Row, TableWriter } from './table-writer.ts';

export interface GenerateOptions {
  decks: number;
  users: number;
  /** Average pages per deck; each deck has between half and one and a half times as many. */
  pagesPerDeck: number;
  wordsPerPage: number;
  /** Share of decks viewed in the last 14 days (rows in deck_daily_views): what "trending" ranks. */
  recentlyViewedShare: number;
  seed: number;
  log?: (line: string) => void;
  /** Checked between batches, so a Ctrl-C does not wait for 50,000 decks to be written. */
  signal?: AbortSignal;
}

export const defaultGenerateOptions: GenerateOptions = {
  decks: 50_000,
  users: 200,
  pagesPerDeck: 10,
  wordsPerPage: 80,
  recentlyViewedShare: 0.2,
  seed: 1,
};

export interface GenerateResult {
  rows: Record<'users' | 'decks' | 'deck_pages' | 'deck_likes' | 'deck_daily_views', number>;
  insertSeconds: number;
  rowsPerSecond: number;
  analyzeSeconds: number;
  /** A fixed, spread-out sample of deck ids for detail requests. */
  sampleDeckIds: string[];
}

const dayMs = 86_400_000;
const spreadDays = 730;
const idAlphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

const makeId = (random: Random) =>
  Array.from({ length: 12 }, () => idAlphabet[Math.floor(random() * idAlphabet.length)]).join('');

export async function generateDecks(
  handle: DatabaseHandle,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  // The app seeds the taxonomy when it starts; the generator does the same so decks can point at it.
  await createTaxonomyService(handle.db);
  const subs = (
    await handle.executeSql('select id, category_id, name from sub_categories order by id', [])
  ).rows.map((row) => ({ id: Number(row.id), categoryId: Number(row.category_id), name: String(row.name) }));
  if (subs.length === 0) throw new Error('the taxonomy seed left no sub-categories');

  const decks = new TableWriter(
    handle,
    'decks',
    'id text, owner_id text, slug text, title text, description text, category_id int, ' +
      'sub_category_id int, tags text[], status text, page_count int, pages_done int, ' +
      'original_name text, original_type text, original_size bigint, thumb_width int, ' +
      'thumb_height int, views int, likes int, created_at timestamptz, updated_at timestamptz',
    { batchRows: 2_000 },
  );
  // Decks first: every other table points at them, so their writers flush decks before themselves.
  const after = [decks];
  const writers = {
    users: new TableWriter(
      handle,
      'users',
      'id text, name text, email text, email_verified boolean, username text, ' +
        'created_at timestamptz, updated_at timestamptz',
    ),
    decks,
    deckPages: new TableWriter(
      handle,
      'deck_pages',
      'deck_id text, file_version int, number int, width int, height int, text text',
      { after },
    ),
    deckLikes: new TableWriter(handle, 'deck_likes', 'deck_id text, user_id text, created_at timestamptz', {
      after,
      batchRows: 10_000,
    }),
    dailyViews: new TableWriter(handle, 'deck_daily_views', 'deck_id text, day date, views int', {
      after,
      batchRows: 10_000,
    }),
  };

  const started = performance.now();
  const now = Date.now();
  const userIds: string[] = [];
  for (let index = 0; index < options.users; index += 1) {
    const id = makeId(random);
    const name = `${pick(random, personNames.first)} ${pick(random, personNames.last)}`;
    const username = `${slugify(name).replace('-', '_')}_${index}`;
    const joined = new Date(now - (spreadDays + 30) * dayMs * random()).toISOString();
    userIds.push(id);
    await writers.users.add([id, name, `${username}@bench.medshelf.test`, true, username, joined, joined]);
  }
  await writers.users.flush();

  const sampleEvery = Math.max(1, Math.floor(options.decks / 100));
  const sampleDeckIds: string[] = [];
  const today = Math.floor(now / dayMs) * dayMs;
  for (let index = 0; index < options.decks; index += 1) {
    const id = makeId(random);
    if (index % sampleEvery === 0) sampleDeckIds.push(id);
    const sub = nth(subs, index);
    const text = deckText(random, sub.name);
    const pageCount = Math.max(1, Math.round(options.pagesPerDeck * (0.5 + random())));
    const createdAt = now - spreadDays * dayMs * random();
    // Few decks are popular, most are not: cubing a uniform number gives that long tail.
    const views = Math.floor(random() ** 3 * 8_000);
    const likers = sampleWithoutReplacement(random, userIds, Math.floor(views * 0.004 * random()));
    const created = new Date(createdAt).toISOString();
    const deckRow: Row = [
      id,
      pick(random, userIds),
      slugify(text.title) || 'deck',
      text.title,
      text.description,
      sub.categoryId,
      sub.id,
      text.tags,
      'ready',
      pageCount,
      pageCount,
      `${slugify(text.title)}.pdf`,
      'pdf',
      pageCount * 90_000,
      240,
      135,
      views,
      likers.length,
      created,
      created,
    ];
    await writers.decks.add(deckRow);
    for (let number = 1; number <= pageCount; number += 1) {
      const heading = slideHeading(random, text.topic, number);
      await writers.deckPages.add([
        id,
        1,
        number,
        1200,
        675,
        pageText(random, text.topic, heading, options.wordsPerPage),
      ]);
    }
    for (const userId of likers) {
      const liked = new Date(createdAt + (now - createdAt) * random()).toISOString();
      await writers.deckLikes.add([id, userId, liked]);
    }
    if (random() < options.recentlyViewedShare) {
      for (let day = 0; day < 14; day += 1) {
        if (random() < 0.3) continue;
        const date = new Date(today - day * dayMs).toISOString().slice(0, 10);
        await writers.dailyViews.add([id, date, 1 + Math.floor(random() ** 2 * 60)]);
      }
    }
    if ((index + 1) % 1_000 === 0) options.signal?.throwIfAborted();
    if ((index + 1) % 10_000 === 0) log(`  ${(index + 1).toLocaleString('en-US')} decks…`);
  }
  for (const writer of Object.values(writers)) await writer.flush();
  // The trending score the server keeps, from the daily views just written.
  await refreshTrending(handle.db);
  const insertSeconds = (performance.now() - started) / 1000;

  // ANALYZE gives the planner real statistics. VACUUM too, so the first timed requests do not
  // pay for setting hint bits on a million fresh rows and PostgreSQL's autovacuum does not
  // start in the middle of a measurement.
  const analyzeStarted = performance.now();
  await handle.executeSql('vacuum analyze');
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;

  const rows = {
    users: writers.users.written,
    decks: writers.decks.written,
    deck_pages: writers.deckPages.written,
    deck_likes: writers.deckLikes.written,
    deck_daily_views: writers.dailyViews.written,
  };
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return { rows, insertSeconds, rowsPerSecond: total / insertSeconds, analyzeSeconds, sampleDeckIds };
}

function sampleWithoutReplacement<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(pick(random, items));
  return [...chosen];
}

export function describeGeneration(result: GenerateResult): string {
  const counts = Object.entries(result.rows)
    .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
    .join(', ');
  return (
    `Generated ${counts} in ${result.insertSeconds.toFixed(1)} s ` +
    `(${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s); ` +
    `VACUUM ANALYZE ${result.analyzeSeconds.toFixed(1)} s`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      decks: { type: 'string' },
      users: { type: 'string' },
      pages: { type: 'string' },
      words: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const number = (value: string | undefined, fallback: number, name: string) => {
    const parsed = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number`);
    return parsed;
  };
  const d = defaultGenerateOptions;
  const options: GenerateOptions = {
    ...d,
    decks: number(values.decks, d.decks, 'decks'),
    users: Math.max(1, number(values.users, d.users, 'users')),
    pagesPerDeck: number(values.pages, d.pagesPerDeck, 'pages'),
    wordsPerPage: number(values.words, d.wordsPerPage, 'words'),
    seed: number(values.seed, d.seed, 'seed'),
    log: (line) => console.info(line),
  };
  const database = await openBenchDatabase({
    directory: values['data-dir'] && path.resolve(values['data-dir']),
  });
  try {
    console.info(`Filling ${database.label}…`);
    console.info(describeGeneration(await generateDecks(database.handle, options)));
    console.info(
      database.config.kind === 'postgres'
        ? `DATABASE_URL=${database.config.url}`
        : `DATA_DIR: use ${database.config.dataDir} as the database directory`,
    );
  } finally {
    await database.handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
