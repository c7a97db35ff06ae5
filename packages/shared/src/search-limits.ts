/**
 * Search constants without the schema library: the nav box is in the first download, which
 * must stay small, so it takes these from here rather than from the contract.
 */
export const searchLimits = {
  queryMaxLength: 200,
  /** Suggestions start at this many characters (after trimming). */
  suggestMinLength: 2,
  suggestMaxItems: 8,
  /** The nav box waits this long after the last key before asking. */
  suggestDebounceMs: 200,
  pageSize: 10,
  /** Counts stop here (see `countsCapped`). */
  countCap: 1000,
} as const;

/**
 * Popular searches (decision 0029): the queries most visitors searched over the last `days`
 * (a query counts on a day only when at least `minVisitors` different visitors searched it).
 */
export const popularSearchLimits = {
  days: 7,
  minVisitors: 3,
  shown: 8,
} as const;

/** Texts of popular searches: the search page with no query and the empty, focused search box. */
export const popularSearchMessages = {
  heading: 'Popular searches',
  /** The detail line of a popular search in the nav box's list. */
  option: 'Popular search',
} as const;

/** The result tabs, in the order the results page shows them. */
export const searchTypes = ['slides', 'books', 'journals', 'articles', 'news', 'people'] as const;
