import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Search (migrations 0006_search and 0009_search_scripts). The tsvector columns, their GIN indexes and the triggers that
 * keep them are written in that migration's SQL and left out of this schema on purpose: a
 * deck's words can run to hundreds of kilobytes, and `select()` of a deck or a book must never
 * carry them. Only the search module's SQL reads them:
 * - decks, books: `search_title` (generated), `search_keywords` (title A, tags/authors and
 *   category names B), `search_head` (the keywords and the description, C) and `search_all`
 *   (the head plus every page's words, without positions), kept by triggers; `search_all` is
 *   null while the deck or book is not public;
 * - deck_pages, book_pages: `search_vector` (generated) to find the page a match is on;
 * - journals, feed_items: `search_title`, `search_keywords` and `search_head` (generated);
 * - users: `search_title` (username and name, generated); profiles: `search_summary`.
 */

/**
 * Every word (unaccented, lower case) that indexed content has contained: what typo correction,
 * prefix completion and "did you mean" look words up in. Triggers add words as content is
 * indexed; words of deleted content stay, so candidates are always checked against results.
 */
export const searchWords = pgTable(
  'search_words',
  {
    // "C" collation (set in the migration): a plain btree then serves prefix (LIKE 'abc%') lookups.
    word: text().primaryKey(),
    /**
     * The word in ASCII for pg_trgm, which keeps only the letters and digits its database's
     * locale knows (none beyond ASCII under the C locale): a character beyond ASCII becomes two.
     */
    key: text().notNull().generatedAlwaysAs(sql`search_word_key(word)`),
  },
  (table) => [index('search_words_key_trgm_idx').using('gin', table.key.op('gin_trgm_ops'))],
);
