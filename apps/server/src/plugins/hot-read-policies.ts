/**
 * How long each hot read may be served from memory (and by a CDN or reverse proxy) to anonymous
 * visitors. Every write through the API, and processing that makes content appear, drops the
 * in-process copies on every process at once; the time below bounds what no write announces
 * (view counts, a lost notification) and what a shared cache holds after a write.
 */
export interface HotReadPolicy {
  /** Kept in process and by shared caches (s-maxage). */
  seconds: number;
  /** A shared cache may then serve it stale while it fetches a fresh copy. */
  staleSeconds: number;
}

export const hotReadPolicies = {
  /** The home page and /slide of every visitor: what a crowd hits first; view counts may lag 30 s. */
  overview: { seconds: 30, staleSeconds: 300 },
  /** Deck lists: change when a deck becomes ready (announced) or with view counts (30 s lag). */
  deckLists: { seconds: 30, staleSeconds: 300 },
  /** One deck: its view count moves with every visitor, so it is kept only briefly. */
  deck: { seconds: 10, staleSeconds: 60 },
  /** Books change only through editors (announced): a minute. */
  books: { seconds: 60, staleSeconds: 600 },
  /** Results change with uploads (announced); a popular query is asked by many at once. */
  search: { seconds: 30, staleSeconds: 120 },
  /** Changes once a day, with the roll-up (a scheduled job that drops the cached reads). */
  popularSearches: { seconds: 3600, staleSeconds: 3600 },
  /** Every keystroke of every visitor: common prefixes repeat across visitors within a minute. */
  suggestions: { seconds: 60, staleSeconds: 300 },
  /**
   * A page's words: fixed for a file version (its address names the version); only a deck's
   * visibility changes them, and that is a write (announced).
   */
  pageText: { seconds: 300, staleSeconds: 3600 },
  /** The served HTML of a content page carries only its title, description and image. */
  contentPage: { seconds: 60, staleSeconds: 300 },
} as const satisfies Record<string, HotReadPolicy>;
