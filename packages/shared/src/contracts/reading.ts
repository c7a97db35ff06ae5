import { z } from 'zod';

// The texts live without zod, so that a page showing them does not download it.
export { readingMessages } from '../reading-messages.ts';

/** What can be continued: a slide deck or a book (its page-by-page reader). */
export const readingKindSchema = z.enum(['deck', 'book']);
export type ReadingKind = z.infer<typeof readingKindSchema>;

export const readingLimits = {
  /** How many items "Continue reading" shows, newest first. */
  listSize: 12,
  /** Pages beyond any deck or book here: a page number past it is not a page. */
  maxPage: 100_000,
} as const;

/** PUT /api/reading/:kind/:id and DELETE: the deck or book. */
export const readingParamsSchema = z.object({
  kind: readingKindSchema,
  id: z.string().min(1).max(64),
});

/**
 * PUT /api/reading/:kind/:id: the page left. `readAt` is given when positions kept on this
 * device while signed out are brought into the account: the newer of the two wins.
 */
export const readingPositionBodySchema = z.object({
  page: z.int().min(1).max(readingLimits.maxPage),
  readAt: z.iso.datetime({ offset: true }).optional(),
});
export type ReadingPositionBody = z.infer<typeof readingPositionBodySchema>;

/** One deck or book being read, as "Continue reading" shows it. */
export const readingItemSchema = z.object({
  kind: readingKindSchema,
  id: z.string(),
  title: z.string(),
  /** The page of the deck or book, without the page read. */
  path: z.string(),
  image: z.object({ url: z.string(), width: z.int(), height: z.int() }).nullable(),
  page: z.int(),
  pageCount: z.int(),
  readAt: z.string(),
});
export type ReadingItem = z.infer<typeof readingItemSchema>;

export const readingListSchema = z.object({ items: z.array(readingItemSchema) });
export type ReadingList = z.infer<typeof readingListSchema>;

/** Where "Continue reading" opens an item: its reader, at the page left. */
export function continueReadingHref(item: Pick<ReadingItem, 'kind' | 'path' | 'page'>): string {
  const params = [item.kind === 'book' ? 'read=1' : null, item.page > 1 ? `page=${item.page}` : null];
  const query = params.filter(Boolean).join('&');
  return query ? `${item.path}?${query}` : item.path;
}
