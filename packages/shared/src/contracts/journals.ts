import { z } from 'zod';
import { coverSchema } from './books.ts';
import { listCursorSchema, pagedSchema } from './slides.ts';

/** Journal covers are stored as WebP of exactly this size (cropped to fit). */
export const journalCoverSize = { width: 300, height: 400 } as const;

export const journalMessages = {
  notFound: 'This journal is not available.',
  slugTaken: 'Another journal already has this slug. Please choose another.',
  unknownFeed: 'No feed with this id is registered. Add the feed first, then link it.',
} as const;

const namedSlugSchema = z.object({ slug: z.string(), name: z.string() });

export const journalCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  publisher: z.string(),
  issn: z.string().nullable(),
  subject: namedSlugSchema,
  homepage: z.string().nullable(),
  /** WebP, 300×400; null when none was given. */
  cover: coverSchema.nullable(),
  /** The feed its latest articles come from; null when it has none yet. */
  feedId: z.string().nullable(),
});
export type JournalCard = z.infer<typeof journalCardSchema>;

/** One of a journal's latest articles, from its feed. */
export const journalArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** `/articledetails/{title}/{source}` on this site. */
  path: z.string(),
  /** The original, on the publisher's site. */
  link: z.string(),
  authors: z.array(z.string()),
  publishedAt: z.string().nullable(),
  /** Plain text, at most about 300 characters. */
  summary: z.string(),
  imageUrl: z.string().nullable(),
});
export type JournalArticle = z.infer<typeof journalArticleSchema>;

export const journalDetailSchema = journalCardSchema.extend({
  description: z.string(),
  latestArticles: z.array(journalArticleSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalDetail = z.infer<typeof journalDetailSchema>;

/** `/journal`: every journal, or those of one subject ('all' or a subject slug). */
export const journalListQuerySchema = z.object({
  subject: z.string().max(64).default('all'),
  after: listCursorSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(48),
});
export type JournalListQuery = z.input<typeof journalListQuerySchema>;

export const journalListSchema = pagedSchema(journalCardSchema);
export type JournalList = z.infer<typeof journalListSchema>;

export const journalSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const journalIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
