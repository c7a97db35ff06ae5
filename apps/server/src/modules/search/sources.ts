import type { SearchType } from '@medshelf/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queries, RankSource } from './repositories/ranking.ts';

/** Filters as ids: `subjects` null means any subject; an unknown slug leaves an empty list. */
export interface ResolvedFilter {
  subjects: string[] | null;
  categoryId: number | null;
  /** A category was asked for that does not exist: nothing can match it. */
  unknownCategory: boolean;
}

const list = (values: string[]) =>
  values.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

interface PageTable {
  table: 'deck_pages' | 'book_pages';
  owner: 'deck_id' | 'book_id';
}

/**
 * Title, then the head's keywords (tags, authors, categories), then the whole head, then page
 * text. Page text is indexed per document without positions, so a phrase is checked against
 * the pages themselves (each keeps its own positions).
 */
function tieredByHead(alias: string, pages: PageTable | null): Pick<RankSource, 'tiers' | 'matches'> {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const title = (q: Queries) => sql`${column('search_title')} @@ ${q.all}`;
  const keywords = (q: Queries) => sql`${column('search_keywords')} @@ ${q.all}`;
  const head = (q: Queries) => sql`${column('search_head')} @@ ${q.all}`;
  const tiers = [
    { match: title, heavy: false },
    { match: (q: Queries) => sql`${keywords(q)} and not (${title(q)})`, heavy: false },
    { match: (q: Queries) => sql`${head(q)} and not (${keywords(q)})`, heavy: false },
  ];
  if (!pages) return { tiers, matches: head };
  const onPages = (q: Queries) =>
    q.phrases
      ? sql` and exists (select 1 from ${sql.raw(pages.table)} p where p.${sql.raw(pages.owner)} = ${column('id')}
          and p.file_version = ${column('file_version')} and p.search_vector @@ ${q.phrases})`
      : sql``;
  return {
    tiers: [
      ...tiers,
      {
        match: (q: Queries) =>
          sql`${column('search_all')} @@ ${q.allLoose} and not (${head(q)})${onPages(q)}`,
        heavy: true,
      },
    ],
    // Without a phrase the head's words are all in search_all too: one index answers.
    matches: (q) =>
      q.phrases
        ? sql`(${head(q)} or (${column('search_all')} @@ ${q.allLoose}${onPages(q)}))`
        : sql`${column('search_all')} @@ ${q.allLoose}`,
  };
}

const deckSubjects = (subjects: string[]) =>
  sql`d.category_id in (select id from categories where subject_slug in ${list(subjects)})`;

export const deckSource: RankSource = {
  from: sql`decks d`,
  alias: 'd',
  walkable: true,
  id: sql`d.id`,
  visible: sql`d.status = 'ready'`,
  ...tieredByHead('d', { table: 'deck_pages', owner: 'deck_id' }),
  // The order of decks_ready_trending_idx: views of the last 7 days, then the newest.
  sort: [
    { expression: sql`d.trending_views`, descending: true },
    { expression: sql`d.created_at`, descending: true },
    { expression: sql`d.id`, descending: false },
  ],
};

export const bookSource: RankSource = {
  from: sql`books b`,
  alias: 'b',
  walkable: true,
  id: sql`b.id`,
  visible: sql`b.status in ('none', 'ready')`,
  ...tieredByHead('b', { table: 'book_pages', owner: 'book_id' }),
  sort: [
    { expression: sql`b.views`, descending: true },
    { expression: sql`b.created_at`, descending: true },
    { expression: sql`b.id`, descending: false },
  ],
};

export const journalSource: RankSource = {
  from: sql`journals j`,
  alias: 'j',
  walkable: true,
  id: sql`j.id`,
  visible: sql`true`,
  ...tieredByHead('j', null),
  sort: [
    { expression: sql`lower(j.name)`, descending: false },
    { expression: sql`j.id`, descending: false },
  ],
};

const feedItemSource = (kind: 'article' | 'news'): RankSource => ({
  from: sql`feed_items i`,
  alias: 'i',
  walkable: true,
  id: sql`i.id`,
  visible: sql`i.kind = ${kind}`,
  ...tieredByHead('i', null),
  sort: [
    { expression: sql`coalesce(i.published_at, i.created_at)`, descending: true },
    { expression: sql`i.id`, descending: false },
  ],
});

export const personSource: RankSource = {
  from: sql`users u left join profiles p on p.user_id = u.id`,
  alias: 'u',
  // Two tables: read from the GIN indexes, never walked (people are far fewer than decks).
  walkable: false,
  id: sql`u.id`,
  visible: sql`u.username is not null and not u.disabled`,
  tiers: [
    { match: (q) => sql`u.search_title @@ ${q.all}`, heavy: false },
    { match: (q) => sql`p.search_summary @@ ${q.all} and not (u.search_title @@ ${q.all})`, heavy: false },
  ],
  matches: (q) => sql`(u.search_title @@ ${q.all} or p.search_summary @@ ${q.all})`,
  sort: [
    { expression: sql`lower(u.username)`, descending: false },
    { expression: sql`u.id`, descending: false },
  ],
};

export const sources: Record<SearchType, RankSource> = {
  slides: deckSource,
  books: bookSource,
  journals: journalSource,
  articles: feedItemSource('article'),
  news: feedItemSource('news'),
  people: personSource,
};

const nothing = sql`false`;

/** The filter of each type: subjects and category limit slides and books, subjects journals. */
export function filterFor(type: SearchType, filter: ResolvedFilter): SQL | null {
  const conditions: SQL[] = [];
  if (type === 'slides') {
    if (filter.unknownCategory) return nothing;
    if (filter.subjects) conditions.push(deckSubjects(filter.subjects));
    if (filter.categoryId !== null) conditions.push(sql`d.category_id = ${filter.categoryId}`);
  } else if (type === 'books') {
    if (filter.unknownCategory) return nothing;
    if (filter.subjects) conditions.push(sql`b.subject_slug in ${list(filter.subjects)}`);
    if (filter.categoryId !== null) conditions.push(sql`b.category_id = ${filter.categoryId}`);
  } else if (type === 'journals') {
    if (filter.subjects) conditions.push(sql`j.subject_slug in ${list(filter.subjects)}`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
}

/** What puts a result first within its tier: being in one of the visitor's subjects. */
export function preferredFor(type: SearchType, subjects: string[]): SQL | null {
  if (subjects.length === 0) return null;
  if (type === 'slides') return deckSubjects(subjects);
  if (type === 'books') return sql`b.subject_slug in ${list(subjects)}`;
  if (type === 'journals') return sql`j.subject_slug in ${list(subjects)}`;
  return null;
}
