import { z } from 'zod';
import { searchLimits, searchTypes } from '../search-limits.ts';

export { searchLimits, searchTypes };

export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

const queryText = z
  .string({ error: 'Type something to search for' })
  .trim()
  .min(1, { error: 'Type something to search for' })
  .max(searchLimits.queryMaxLength, {
    error: `Searches must be ${searchLimits.queryMaxLength} characters or fewer`,
  });

/** GET /api/search: one tab of results, with the counts of every tab. */
export const searchQuerySchema = z.object({
  q: queryText,
  type: searchTypeSchema.default('slides'),
  /** Faculty slug: limits slides and books to the faculty's subjects. */
  faculty: z.string().min(1).optional(),
  /** Subject slug (basic-science, clinical-science, dental, nursing). */
  subject: z.string().min(1).optional(),
  /** Category slug. */
  category: z.string().min(1).optional(),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(24).default(searchLimits.pageSize),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * Highlighted text as plain pieces, never HTML: the web renders matches in <mark> with text
 * nodes, so a title or page text can never inject markup.
 */
export const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: z.string(),
  /** Where the result opens; for a page-text match of a deck or book, straight at that page. */
  href: z.string(),
  title: highlightedSchema,
  /** A few words around the best match in the description, summary or page text. */
  snippet: highlightedSchema.nullable(),
  /** The deck or book page the snippet comes from; null when it is not from page text. */
  pageNumber: z.number().int().nullable(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** For people without a photo: the letter shown in the avatar. */
  initial: z.string().nullable(),
  /** Short facts shown under the title, as written (names, a year), e.g. ["Cardiology"]. */
  meta: z.array(z.string()),
  /** A deck's numbers, shown after `meta` and written by the web in the reader's language. */
  counts: z.object({ pages: z.number().int(), views: z.number().int() }).nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchCountsSchema = z.object(
  Object.fromEntries(searchTypes.map((type) => [type, z.number().int()])) as Record<SearchType, z.ZodNumber>,
);
export type SearchCounts = z.infer<typeof searchCountsSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  type: searchTypeSchema,
  counts: searchCountsSchema,
  items: z.array(searchHitSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /**
   * A close spelling that has results: offered when this query has none (or very few), and when
   * a word was not found as typed and its close spelling was searched for instead.
   */
  didYouMean: z.string().nullable(),
  /**
   * Tabs whose count stopped at `searchLimits.countCap`: there are at least that many results;
   * show e.g. "1,000+". `total` is capped the same way (deeper pages are not offered).
   */
  countsCapped: z.array(searchTypeSchema).optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const suggestQuerySchema = z.object({ q: queryText });

/** `query`: a popular search, offered by the web while the box is empty (never by suggest). */
export const suggestionKinds = [
  'deck',
  'book',
  'journal',
  'category',
  'subCategory',
  'person',
  'query',
] as const;
export const suggestionSchema = z.object({
  kind: z.enum(suggestionKinds),
  /** The suggested title or name, with the typed part marked. */
  label: highlightedSchema,
  /**
   * A fact beside the kind, as written: a sub-category, an author, a publisher, "@asha_k"; empty
   * when there is none. The web names the kind in the reader's language ("Slides · Cardiology").
   */
  detail: z.string(),
  href: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/search/suggest: what the nav box offers as the user types. */
/** What many visitors searched lately, most first (no one's own searches: see popularSearchLimits). */
export const popularSearchesSchema = z.object({ queries: z.array(z.string()) });
export type PopularSearches = z.infer<typeof popularSearchesSchema>;

export const suggestionsSchema = z.object({ query: z.string(), items: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
