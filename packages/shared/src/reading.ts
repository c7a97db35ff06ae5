/**
 * "Continue reading" without the schema library (contracts/reading.ts has the schemas and
 * re-exports these): the deck and book pages keep the page read, and loading zod to do it cost a
 * cheap phone's page tens of milliseconds of building schemas it never used.
 */
export const readingLimits = {
  /** How many items "Continue reading" shows, newest first. */
  listSize: 12,
  /** Pages beyond any deck or book here: a page number past it is not a page. */
  maxPage: 100_000,
} as const;

/** Where "Continue reading" opens an item: its reader, at the page left. */
export function continueReadingHref(item: { kind: 'deck' | 'book'; path: string; page: number }): string {
  const params = [item.kind === 'book' ? 'read=1' : null, item.page > 1 ? `page=${item.page}` : null];
  const query = params.filter(Boolean).join('&');
  return query ? `${item.path}?${query}` : item.path;
}
