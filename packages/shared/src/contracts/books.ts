import { z } from 'zod';
import { deckPageSchema, listCursorSchema, pagedSchema } from './slides.ts';

// The texts live without zod, so that a page showing them does not download it.
export { bookMessages } from '../book-messages.ts';

/** Limits of book files (PRODUCT.md "Books"): far above decks, since textbooks are long. */
export const bookLimits = {
  maxPdfBytes: 300 * 1024 * 1024,
  maxPages: 2000,
  maxCoverBytes: 10 * 1024 * 1024,
  /** Covers are stored as WebP, fitted inside this box (cards and the detail page). */
  coverWidth: 480,
  coverHeight: 720,
  /** Extensions the pickers offer; the server decides by content, never by name. */
  acceptPdf: '.pdf,application/pdf',
  acceptCover: '.jpg,.jpeg,.png,.webp,.gif,.avif,image/*',
} as const;

/** 'none': the book is only a link; the others follow its PDF through processing. */
export const bookStatusSchema = z.enum(['none', 'queued', 'processing', 'ready', 'failed']);
export type BookStatus = z.infer<typeof bookStatusSchema>;

const namedSlugSchema = z.object({ slug: z.string(), name: z.string() });

export const coverSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Cover = z.infer<typeof coverSchema>;

/** A book in a list: enough for a card. */
export const bookCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  edition: z.string(),
  subject: namedSlugSchema,
  category: namedSlugSchema.nullable(),
  /** WebP, at most 480×720; null until one is given or made from page 1. */
  cover: coverSchema.nullable(),
  /** True when the book can be read and downloaded here (its PDF is processed). */
  hasPdf: z.boolean(),
  pageCount: z.number().int(),
  externalUrl: z.string().nullable(),
});
export type BookCard = z.infer<typeof bookCardSchema>;

/** Where processing of the book's PDF stands: shown to editors only. */
export const bookProcessingSchema = z.object({
  status: bookStatusSchema,
  /** A sentence a person can read, set when status is failed. */
  failureReason: z.string().nullable(),
  pagesDone: z.number().int(),
  pageCount: z.number().int(),
});
export type BookProcessing = z.infer<typeof bookProcessingSchema>;

export const bookDetailSchema = bookCardSchema.extend({
  publisher: z.string(),
  isbn: z.string().nullable(),
  description: z.string(),
  /**
   * The reader: every page as WebP images at three widths, loaded one page at a time, so the
   * whole PDF is never downloaded to read it. Empty until processing is done.
   */
  pages: z.array(deckPageSchema),
  /** The PDF as an attachment (supports Range requests); null when there is none. */
  downloadUrl: z.string().nullable(),
  /** Size of the PDF in bytes; 0 when there is none. */
  fileSize: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present for editors only. */
  processing: bookProcessingSchema.nullable(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const bookSortSchema = z.enum(['newest', 'title']);
export type BookSort = z.infer<typeof bookSortSchema>;

/**
 * `/book`: `subject` is the tab ('all' or a subject slug). On the All tab, `subjects` (comma
 * separated) narrows the list to the visitor's own subjects, as their preference says.
 */
export const bookListQuerySchema = z.object({
  subject: z.string().max(64).default('all'),
  subjects: z
    .string()
    .max(500)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : [])),
  category: z.string().max(100).optional(),
  after: listCursorSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
  sort: bookSortSchema.default('newest'),
});
export type BookListQuery = z.input<typeof bookListQuerySchema>;

export const bookListSchema = pagedSchema(bookCardSchema);
export type BookList = z.infer<typeof bookListSchema>;

/** A book in the editor's list: every status, with its processing. */
export const editorBookSchema = bookCardSchema.extend({
  processing: bookProcessingSchema,
  updatedAt: z.string(),
});
export type EditorBook = z.infer<typeof editorBookSchema>;
export const editorBookListSchema = pagedSchema(editorBookSchema);
export type EditorBookList = z.infer<typeof editorBookListSchema>;

export const editorBookListQuerySchema = z.object({
  status: bookStatusSchema.optional(),
  after: listCursorSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const bookIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
