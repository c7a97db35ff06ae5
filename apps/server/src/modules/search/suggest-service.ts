import { paths, type Suggestion, type Suggestions, searchLimits } from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { markTerms } from './highlight.ts';
import { planQuery } from './query-plan.ts';
import type { Clause } from './query-text.ts';
import { titleSuggestions } from './repositories/suggestions.ts';
import type { TopicIndex, Topics } from './repositories/topics.ts';
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

/**
 * What the nav box offers: categories and sub-categories (from memory), then titles of decks,
 * books and journals, then people; each found by prefix, typo-tolerant like the results page.
 */
export async function suggest(db: Executor, topics: TopicIndex, text: string): Promise<Suggestions> {
  if (text.trim().length < searchLimits.suggestMinLength) return { query: text, items: [] };
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const taxonomy = await topics.get();
  return db.transaction(async (tx) => suggestIn(tx, taxonomy, text), {
    accessMode: 'read only',
  });
}

async function suggestIn(db: Executor, taxonomy: Topics, text: string): Promise<Suggestions> {
  const plan = await planQuery(db, text);
  if (!plan.all) return { query: text, items: [] };
  const label = (name: string) => markTerms(name, plan.typed, plan.expanded);
  const found = await titleSuggestions(db, plan, quotas.person + 1);
  const groups: Record<Kind, Suggestion[]> = {
    category: byLength(
      taxonomy.categories.filter((category) => nameMatches(plan.clauses, category.name)),
    ).map((category) => ({
      kind: 'category',
      label: label(category.name),
      detail: category.subjectName,
      href: paths.slide(),
    })),
    subCategory: byLength(taxonomy.subCategories.filter((sub) => nameMatches(plan.clauses, sub.name))).map(
      (sub) => ({
        kind: 'subCategory',
        label: label(sub.name),
        detail: sub.categoryName,
        href: paths.slideSubCategory(sub.categorySlug, sub.slug),
      }),
    ),
    deck: distinctBy(found.decks, (deck) => deck.title).map((deck) => ({
      kind: 'deck',
      label: label(deck.title),
      detail: deck.sub_category_name,
      href: paths.slideDetails(deck.id, deck.category_slug, deck.sub_category_slug),
    })),
    book: distinctBy(found.books, (book) => book.title).map((book) => ({
      kind: 'book',
      label: label(book.title),
      detail: book.authors[0] ?? '',
      href: paths.bookDetails(book.id),
    })),
    journal: found.journals.map((journal) => ({
      kind: 'journal',
      label: label(journal.name),
      detail: journal.publisher ?? '',
      href: paths.journalDetails(journal.slug),
    })),
    person: found.people.map((person) => ({
      kind: 'person',
      label: label(person.name || person.username),
      detail: `@${person.username}`,
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
