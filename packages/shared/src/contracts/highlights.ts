import { z } from 'zod';
import { highlightLimits, highlightMessages } from '../highlight-limits.ts';
import { pagedSchema, pointedDeckSchema } from './slides.ts';

// Defined without the schema library (highlight-limits.ts) so web pages import them cheaply.
export { highlightLimits, highlightMessages };

/**
 * A word on a page: left, top, width and height in ten-thousandths of the page's width and
 * height (so it lies over the page image at any size), then the word itself.
 */
export const pageWordSchema = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.string(),
]);
export type PageWord = z.infer<typeof pageWordSchema>;

/**
 * GET /api/decks/:id/pages/:number/text: the page's words with their boxes, line by line in
 * reading order. A word's index (counted across the lines) is what a highlight points at.
 */
export const pageTextSchema = z.object({ lines: z.array(z.array(pageWordSchema)) });
export type PageText = z.infer<typeof pageTextSchema>;

export const pageTextParamsSchema = z.object({
  id: z.string().min(1).max(64),
  number: z.coerce.number().int().min(1).max(100_000),
});

const note = z.string().trim().max(highlightLimits.noteMaxLength, { error: highlightMessages.noteTooLong });
const wordIndex = z.number().int().min(0).max(1_000_000);

export const createHighlightBodySchema = z
  .object({
    deckId: z.string().min(1).max(64),
    pageNumber: z.number().int().min(1),
    /** The first and last word highlighted, as indices into the page's words (pageTextSchema). */
    start: wordIndex,
    end: wordIndex,
    note: note.default(''),
    isPublic: z.boolean().default(false),
  })
  .refine((body) => body.start <= body.end, { error: highlightMessages.backwards, path: ['end'] })
  .refine((body) => body.end - body.start < highlightLimits.maxWords, {
    error: highlightMessages.tooManyWords,
    path: ['end'],
  });
export type CreateHighlightBody = z.input<typeof createHighlightBodySchema>;

/** PATCH /api/highlights/:id: only the fields sent change. */
export const updateHighlightBodySchema = z.object({ note, isPublic: z.boolean() }).partial();
export type UpdateHighlightBody = z.input<typeof updateHighlightBodySchema>;
export const highlightIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const highlightSchema = z.object({
  id: z.string(),
  pageNumber: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** The words highlighted, as they stood on the page when it was highlighted. */
  quote: z.string(),
  note: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** False once the deck's file was replaced: the quote stays, but it is no longer drawn on the page. */
  onCurrentFile: z.boolean(),
  deck: pointedDeckSchema,
});
export type Highlight = z.infer<typeof highlightSchema>;
export const highlightListSchema = pagedSchema(highlightSchema);
export type HighlightList = z.infer<typeof highlightListSchema>;

/** GET /api/decks/:id/highlights: the signed-in reader's own highlights on the deck's current file. */
export const deckHighlightsSchema = z.object({ items: z.array(highlightSchema) });
export type DeckHighlights = z.infer<typeof deckHighlightsSchema>;
