import { z } from 'zod';
import { readingLimits } from '../reading.ts';

// The texts, limits and links live without zod, so that a page using them does not download it.
export { continueReadingHref, readingLimits } from '../reading.ts';
export { readingMessages } from '../reading-messages.ts';

/** What can be continued: a slide deck or a book (its page-by-page reader). */
export const readingKindSchema = z.enum(['deck', 'book']);
export type ReadingKind = z.infer<typeof readingKindSchema>;

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
