import { paths, type Suggestion, type Suggestions, searchLimits } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { markTerms } from './highlight.ts';
import { planQuery, type QueryPlan } from './query-plan.ts';
import type { Clause } from './query-text.ts';
import { compileQueries, topIds, useScans } from './ranking.ts';
import { bookSource, deckSource } from './sources.ts';
import { rowsOf } from './sql-rows.ts';
import type { TopicIndex, Topics } from './topics.ts';
import { normalizeWords } from './words.ts';

/** How many of each kind, in the order the box lists them; unused places go to the others. */
const quotas = { category: 2, subCategory: 2, deck: 4, book: 2, journal: 1, person: 2 } as const;
type Kind = keyof typeof quotas;

/** Every clause has an alternative whose words all begin words of the name (prefix matching). */
function nameMatches(clauses: Clause[], name: string): boolean {
  const words = normalizeWords(name);
  return clauses.every((alternatives) =>
    alternatives.some((alternative) =>
      alternative.words.every((part) => words.some((word) => word.startsWith(part))),
    ),
  );
}

/** Shorter names first: "Cardiology" is closer to "cardio" than "Cardiovascular Physiology". */
const byLength = <T extends { name: string }>(items: T[]) =>
  [...items].sort((a, b) => a.name.length - b.name.length);

/** Distinct titles (many decks share one), best first. */
function distinctBy<T>(rows: T[], label: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = normalizeWords(label(row)).join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Titles of decks and books (the most popular first), journals and people. */
async function titleSuggestions(db: Database, plan: QueryPlan) {
  const q = compileQueries(plan).all;
  const title = (alias: string) => sql`${sql.raw(alias)}.search_title @@ ${q}`;
  const deckIds = await topIds(
    db,
    deckSource,
    { base: deckSource.visible, match: title('d'), heavy: false },
    12,
  );
  const bookIds = await topIds(
    db,
    bookSource,
    { base: bookSource.visible, match: title('b'), heavy: false },
    6,
  );
  const decks = deckIds.length
    ? rowsOf<DeckTitle>(
        await db.execute(sql`
          select d.id, d.title, c.slug as category_slug, s.slug as sub_category_slug, s.name as sub_category_name
          from decks d join categories c on c.id = d.category_id join sub_categories s on s.id = d.sub_category_id
          where d.id in (${idList(deckIds)})`),
      )
    : [];
  const books = bookIds.length
    ? rowsOf<{ id: string; title: string; authors: string[] }>(
        await db.execute(
          sql`select b.id, b.title, b.authors from books b where b.id in (${idList(bookIds)})`,
        ),
      )
    : [];
  await useScans(db, 'bitmap');
  const journals = await db.execute(sql`
    select j.slug, j.name, j.publisher from journals j where j.search_title @@ ${q}
    order by lower(j.name), j.id limit 2`);
  const people = await db.execute(sql`
    select u.username, u.name from users u
    where u.username is not null and not u.disabled and u.search_title @@ ${q}
    order by lower(u.username) limit ${quotas.person + 1}`);
  return {
    decks: inOrder(deckIds, decks),
    books: inOrder(bookIds, books),
    journals: rowsOf<{ slug: string; name: string; publisher: string }>(journals),
    people: rowsOf<{ username: string; name: string }>(people),
  };
}

interface DeckTitle {
  id: string;
  title: string;
  category_slug: string;
  sub_category_slug: string;
  sub_category_name: string;
}

function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What the nav box offers: categories and sub-categories (from memory), then titles of decks,
 * books and journals, then people; each found by prefix, typo-tolerant like the results page.
 */
export async function suggest(db: Database, topics: TopicIndex, text: string): Promise<Suggestions> {
  if (text.trim().length < searchLimits.suggestMinLength) return { query: text, items: [] };
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const taxonomy = await topics.get();
  return db.transaction(async (tx) => suggestIn(tx, taxonomy, text), {
    accessMode: 'read only',
  });
}

async function suggestIn(db: Database, taxonomy: Topics, text: string): Promise<Suggestions> {
  const plan = await planQuery(db, text);
  if (!plan.all) return { query: text, items: [] };
  const label = (name: string) => markTerms(name, plan.typed, plan.expanded);
  const found = await titleSuggestions(db, plan);
  const groups: Record<Kind, Suggestion[]> = {
    category: byLength(
      taxonomy.categories.filter((category) => nameMatches(plan.clauses, category.name)),
    ).map((category) => ({
      kind: 'category',
      label: label(category.name),
      detail: `Category · ${category.subjectName}`,
      href: paths.slide(),
    })),
    subCategory: byLength(taxonomy.subCategories.filter((sub) => nameMatches(plan.clauses, sub.name))).map(
      (sub) => ({
        kind: 'subCategory',
        label: label(sub.name),
        detail: `Slides · ${sub.categoryName}`,
        href: paths.slideSubCategory(sub.categorySlug, sub.slug),
      }),
    ),
    deck: distinctBy(found.decks, (deck) => deck.title).map((deck) => ({
      kind: 'deck',
      label: label(deck.title),
      detail: `Slides · ${deck.sub_category_name}`,
      href: paths.slideDetails(deck.id, deck.category_slug, deck.sub_category_slug),
    })),
    book: distinctBy(found.books, (book) => book.title).map((book) => ({
      kind: 'book',
      label: label(book.title),
      detail: book.authors[0] ? `Book · ${book.authors[0]}` : 'Book',
      href: paths.bookDetails(book.id),
    })),
    journal: found.journals.map((journal) => ({
      kind: 'journal',
      label: label(journal.name),
      detail: journal.publisher ? `Journal · ${journal.publisher}` : 'Journal',
      href: paths.journalDetails(journal.slug),
    })),
    person: found.people.map((person) => ({
      kind: 'person',
      label: label(person.name || person.username),
      detail: `Person · @${person.username}`,
      href: paths.profile(person.username),
    })),
  };
  return { query: text, items: pickWithQuotas(groups) };
}

/** Each kind up to its quota, in order; then whatever is left, in the same order, up to the maximum. */
function pickWithQuotas(groups: Record<Kind, Suggestion[]>): Suggestion[] {
  const kinds = Object.keys(quotas) as Kind[];
  const chosen = new Map<Kind, Suggestion[]>(
    kinds.map((kind) => [kind, groups[kind].slice(0, quotas[kind])]),
  );
  let room =
    searchLimits.suggestMaxItems - [...chosen.values()].reduce((sum, items) => sum + items.length, 0);
  for (const kind of kinds) {
    if (room <= 0) break;
    const extra = groups[kind].slice(quotas[kind], quotas[kind] + room);
    chosen.get(kind)?.push(...extra);
    room -= extra.length;
  }
  return kinds.flatMap((kind) => chosen.get(kind) ?? []).slice(0, searchLimits.suggestMaxItems);
}
