import {
  type SearchCounts,
  type SearchHit,
  type SearchResults,
  type SearchType,
  type searchQuerySchema,
  searchTypes,
} from '@medshelf/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { bookHits, deckHits } from './hits-documents.ts';
import { feedItemHits, journalHits, personHits } from './hits-others.ts';
import { planQuery, type QueryPlan } from './query-plan.ts';
import { certainlyMany } from './repositories/common-words.ts';
import { preferredSubjects, resolveFilter } from './repositories/filters.ts';
import {
  compileQueries,
  countCap,
  countMatches,
  type Queries,
  rankedIds,
  useScans,
} from './repositories/ranking.ts';
import { filterFor, preferredFor, type ResolvedFilter, sources } from './sources.ts';
import { normalizeWords } from './words.ts';

type SearchQuery = z.output<typeof searchQuerySchema>;

/** Below this many results in all, a respelling with more is offered as "did you mean". */
const fewResults = 3;

async function countAll(db: Executor, plan: QueryPlan, queries: Queries, filter: ResolvedFilter) {
  const counts = {} as SearchCounts;
  const capped: SearchType[] = [];
  const filtered = filter.subjects !== null || filter.categoryId !== null || filter.unknownCategory;
  const many = await certainlyMany(db, plan.clauses, filtered);
  const counted = searchTypes.filter((type) => !many.has(type));
  const numbers = await countMatches(
    db,
    counted.map((type) => ({ source: sources[type], filter: filterFor(type, filter) })),
    queries,
  );
  for (const type of searchTypes) {
    const index = counted.indexOf(type);
    const n = index === -1 ? countCap + 1 : (numbers[index] ?? 0);
    counts[type] = Math.min(n, countCap);
    if (n > countCap) capped.push(type);
  }
  return { counts, capped };
}

async function hitsOf(db: Executor, type: SearchType, ranked: { id: string; tier: number }[], q: Queries) {
  const ids = ranked.map((hit) => hit.id);
  switch (type) {
    case 'slides':
      return deckHits(db, ranked, q);
    case 'books':
      return bookHits(db, ranked, q);
    case 'journals':
      return journalHits(db, ids, q);
    case 'articles':
    case 'news':
      return feedItemHits(db, type, ids, q);
    case 'people':
      return personHits(db, ids, q);
  }
}

/** The query with each unknown word replaced by its closest known spelling, if any changed. */
function respelled(text: string, plan: QueryPlan): string | null {
  if (plan.respellings.size === 0) return null;
  let changed = false;
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const replacement = plan.respellings.get(normalizeWords(word).join(''));
      if (!replacement) return word;
      changed = true;
      return replacement;
    });
  return changed ? words.join(' ') : null;
}

async function didYouMean(
  db: Executor,
  query: string,
  plan: QueryPlan,
  total: number,
  filter: ResolvedFilter,
): Promise<string | null> {
  if (!plan.corrected && total >= fewResults) return null;
  const alternative = respelled(query, plan);
  if (!alternative) return null;
  const alternativePlan = await planQuery(db, alternative);
  if (!alternativePlan.all) return null;
  const { counts } = await countAll(db, alternativePlan, compileQueries(alternativePlan), filter);
  const alternativeTotal = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return alternativeTotal > 0 && (plan.corrected || alternativeTotal > total) ? alternative : null;
}

/**
 * One tab of results and the counts of all six. It runs in one read-only transaction so the
 * choice of scans (useScans) holds for its statements only.
 */
export function search(db: Executor, viewerId: string | null, query: SearchQuery): Promise<SearchResults> {
  return db.transaction(async (tx) => searchIn(tx, viewerId, query), {
    accessMode: 'read only',
  });
}

async function searchIn(db: Executor, viewerId: string | null, query: SearchQuery): Promise<SearchResults> {
  const plan = await planQuery(db, query.q);
  const filter = await resolveFilter(db, query);
  const preferred = viewerId ? await preferredSubjects(db, viewerId) : [];
  const empty = Object.fromEntries(searchTypes.map((type) => [type, 0])) as SearchCounts;
  const base = { query: query.q, type: query.type, page: query.page, pageSize: query.pageSize };
  if (!plan.all) {
    return { ...base, counts: empty, countsCapped: [], items: [], total: 0, didYouMean: null };
  }
  const queries = compileQueries(plan);
  const { counts, capped } = await countAll(db, plan, queries, filter);
  const total = counts[query.type];
  const offset = (query.page - 1) * query.pageSize;
  let items: SearchHit[] = [];
  if (offset < total) {
    const options = {
      filter: filterFor(query.type, filter),
      preferred: preferredFor(query.type, preferred),
      offset,
      limit: query.pageSize,
    };
    const ranked = await rankedIds(db, sources[query.type], queries, options, !capped.includes(query.type));
    await useScans(db, 'any');
    items = await hitsOf(db, query.type, ranked, queries);
  }
  const everything = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const suggestion = await didYouMean(db, query.q, plan, everything, filter);
  return { ...base, counts, countsCapped: capped, items, total, didYouMean: suggestion };
}
