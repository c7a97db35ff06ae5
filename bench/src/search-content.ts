/**
 * The rest of what search covers, beside the decks generate-decks.ts writes: books with page
 * text, journals, and article and news items from two feeds. Then the search columns and the
 * vocabulary are rebuilt in one pass (search_reindex), as after a bulk import: the rows above
 * went in through the same triggers the app's writes go through, but decks are written before
 * their pages, so their page text is only indexed by this pass.
 */
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { slugify } from '../../packages/shared/src/slug.ts';
import { deckText, pageText, personNames, pick, type Random, seededRandom } from './medical-text.ts';
import { TableWriter } from './table-writer.ts';

export interface SearchContentOptions {
  books: number;
  /** Average pages of text per book (half to one and a half times as many). */
  pagesPerBook: number;
  journals: number;
  feedItems: number;
  wordsPerPage: number;
  seed: number;
}

export const defaultSearchContent: SearchContentOptions = {
  books: 5_000,
  pagesPerBook: 20,
  journals: 120,
  feedItems: 10_000,
  wordsPerPage: 120,
  seed: 2,
};

export interface SearchContentResult {
  rows: Record<'books' | 'book_pages' | 'journals' | 'feed_items', number>;
  insertSeconds: number;
  reindexSeconds: number;
  vocabulary: number;
}

const bookOpenings = [
  'Textbook of',
  'Essentials of',
  'Clinical',
  'Principles of',
  'Handbook of',
  'Short Notes on',
];
const publishers = ['Jaypee', 'Elsevier India', 'CBS Publishers', 'Thieme', 'Wolters Kluwer', 'Oxford'];
const journalWords = ['Journal of', 'Indian Journal of', 'Annals of', 'Reviews in', 'Archives of'];

const makeId = (random: Random, prefix: string, index: number) =>
  `${prefix}${index.toString(36)}${Math.floor(random() * 36 ** 4).toString(36)}`;

export async function generateSearchContent(
  handle: DatabaseHandle,
  options: SearchContentOptions,
  log: (line: string) => void = () => {},
): Promise<SearchContentResult> {
  const random = seededRandom(options.seed);
  const started = performance.now();
  const categories = (
    await handle.executeSql('select c.id, c.name, c.subject_slug from categories c order by c.id', [])
  ).rows.map((row) => ({ id: Number(row.id), name: String(row.name), subject: String(row.subject_slug) }));
  const subjects = [...new Set(categories.map((category) => category.subject))];

  const books = new TableWriter(
    handle,
    'books',
    'id text, slug text, title text, authors text[], edition text, year int, publisher text, ' +
      'subject_slug text, category_id int, description text, status text, file_version int, ' +
      'page_count int, pages_done int, views int, created_at timestamptz',
    { batchRows: 1_000 },
  );
  const bookPages = new TableWriter(
    handle,
    'book_pages',
    'book_id text, file_version int, number int, width int, height int, text text',
    { after: [books] },
  );
  const bookIds: string[] = [];
  for (let index = 0; index < options.books; index += 1) {
    const id = makeId(random, 'b', index);
    bookIds.push(id);
    const category = pick(random, categories);
    const text = deckText(random, category.name);
    const title = `${pick(random, bookOpenings)} ${category.name}${random() < 0.5 ? `: ${text.topic}` : ''}`;
    const authors = [1, 2]
      .slice(0, 1 + Math.floor(random() * 2))
      .map(() => `${pick(random, personNames.first)} ${pick(random, personNames.last)}`);
    const pageCount = Math.max(1, Math.round(options.pagesPerBook * (0.5 + random())));
    const created = new Date(Date.now() - 1_000 * 86_400_000 * random()).toISOString();
    await books.add([
      id,
      slugify(title) || 'book',
      title,
      authors,
      `${1 + Math.floor(random() * 12)}th`,
      1990 + Math.floor(random() * 36),
      pick(random, publishers),
      category.subject,
      category.id,
      text.description,
      // Written ready: the pages follow, and search_reindex indexes them.
      'ready',
      1,
      pageCount,
      pageCount,
      Math.floor(random() ** 3 * 20_000),
      created,
    ]);
    for (let number = 1; number <= pageCount; number += 1) {
      const heading = `Chapter ${number}: ${text.topic}`;
      await bookPages.add([
        id,
        1,
        number,
        900,
        1200,
        pageText(random, text.topic, heading, options.wordsPerPage),
      ]);
    }
  }
  await bookPages.flush();
  await books.flush();
  log(`  ${options.books.toLocaleString('en-US')} books written`);

  const journals = new TableWriter(
    handle,
    'journals',
    'id text, slug text, name text, publisher text, subject_slug text, description text',
  );
  for (let index = 0; index < options.journals; index += 1) {
    const category = categories[index % categories.length] ?? categories[0];
    if (!category) break;
    const name = `${pick(random, journalWords)} ${category.name}${index >= categories.length ? ` ${index}` : ''}`;
    await journals.add([
      makeId(random, 'j', index),
      `${slugify(name)}-${index}`,
      name,
      pick(random, publishers),
      category.subject,
      `Peer-reviewed research in ${category.name.toLowerCase()}: ${deckText(random, category.name).description}`,
    ]);
  }
  await journals.flush();

  for (const kind of ['article', 'news'] as const) {
    await handle.executeSql(
      `insert into feeds (id, url, kind, source_name, source_slug, subject_slug) values ($1, $2, $3, $4, $5, $6)`,
      [
        `bench-${kind}`,
        `https://bench.medshelf.test/${kind}.xml`,
        kind,
        `Bench ${kind}s`,
        `bench-${kind}s`,
        pick(random, subjects),
      ],
    );
  }
  const items = new TableWriter(
    handle,
    'feed_items',
    'id text, feed_id text, kind text, key text, slug text, title text, link text, authors text[], ' +
      'published_at timestamptz, summary_html text',
    { batchRows: 2_000 },
  );
  for (let index = 0; index < options.feedItems; index += 1) {
    const kind = index % 3 === 0 ? 'news' : 'article';
    const category = pick(random, categories);
    const text = deckText(random, category.name);
    const id = makeId(random, 'i', index);
    await items.add([
      id,
      `bench-${kind}`,
      kind,
      id,
      slugify(text.title) || id,
      text.title,
      `https://bench.medshelf.test/${id}`,
      [`${pick(random, personNames.first)} ${pick(random, personNames.last)}`],
      new Date(Date.now() - 400 * 86_400_000 * random()).toISOString(),
      `<p>${text.description}</p>`,
    ]);
  }
  await items.flush();
  const insertSeconds = (performance.now() - started) / 1000;

  log('  Indexing for search (search_reindex)…');
  const reindexStarted = performance.now();
  await handle.executeSql('select search_reindex()', []);
  const reindexSeconds = (performance.now() - reindexStarted) / 1000;
  const vocabulary = Number(
    (await handle.executeSql('select count(*)::int as n from search_words', [])).rows[0]?.n ?? 0,
  );
  return {
    rows: {
      books: books.written,
      book_pages: bookPages.written,
      journals: journals.written,
      feed_items: items.written,
    },
    insertSeconds,
    reindexSeconds,
    vocabulary,
  };
}
