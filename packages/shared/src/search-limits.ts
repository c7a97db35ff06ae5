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

/** The result tabs, in the order the results page shows them. */
export const searchTypes = ['slides', 'books', 'journals', 'articles', 'news', 'people'] as const;
