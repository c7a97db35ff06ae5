import { z } from 'zod';
import { deckLimits } from '../deck-limits.ts';

/** `removed`: taken down by the editors after a report; only its owner still sees it, and may only delete it. */
export const deckStatusSchema = z.enum(['queued', 'processing', 'ready', 'failed', 'removed']);
export type DeckStatus = z.infer<typeof deckStatusSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` });

/** Tags: short words, at most 10, de-duplicated ignoring case. */
export const tagsSchema = z
  .array(text('A tag', deckLimits.tagMaxLength).min(1, { error: 'A tag cannot be empty' }))
  .max(deckLimits.maxTags, { error: `Use at most ${deckLimits.maxTags} tags` })
  .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()]);

/** The fields an uploader types, without defaults: a patch must not fill in what it did not name. */
const deckFields = {
  title: text('Title', deckLimits.titleMaxLength).min(deckLimits.titleMinLength, {
    error: `Title must be at least ${deckLimits.titleMinLength} characters`,
  }),
  description: text('Description', deckLimits.descriptionMaxLength),
  category: z.string({ error: 'Please choose a category' }).min(1, { error: 'Please choose a category' }),
  subCategory: z
    .string({ error: 'Please choose a sub-category' })
    .min(1, { error: 'Please choose a sub-category' }),
  tags: tagsSchema,
  allowDownload: z.boolean(),
};

/** What the uploader types; the same rules on the upload form and on the server. */
export const deckMetadataSchema = z.object({
  ...deckFields,
  description: deckFields.description.default(''),
  tags: deckFields.tags.default([]),
  allowDownload: deckFields.allowDownload.default(true),
});
export type DeckMetadata = z.input<typeof deckMetadataSchema>;

/** Multipart fields arrive as strings: tags as a JSON array, allowDownload as "true"/"false". */
export const deckMetadataFieldsSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  category: z.string().optional(),
  subCategory: z.string().optional(),
  tags: z.string().optional(),
  allowDownload: z.string().optional(),
});

/** PATCH /api/decks/:id: only the fields sent change (zod's defaults would apply inside .partial()). */
export const deckPatchSchema = z.object(deckFields).partial();
export type DeckPatch = z.input<typeof deckPatchSchema>;

export const personSummarySchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

const namedSlugSchema = z.object({ slug: z.string(), name: z.string() });

export const deckPageSchema = z.object({
  number: z.number().int(),
  width: z.number().int().describe('Width of the large image in pixels'),
  height: z.number().int(),
  /** URLs of the WebP images: large (reading), small (phones), thumb (strip and cards). */
  large: z.string(),
  small: z.string(),
  thumb: z.string(),
  /** URL of the page's words with their boxes (the text layer); null when none were kept. */
  textLayer: z.string().nullable(),
});
export type DeckPage = z.infer<typeof deckPageSchema>;

/** The deck a clip or a highlight points into: enough to name it and link to the page. */
export const pointedDeckSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().describe('category slug'),
  subCategory: z.string().describe('sub-category slug'),
  pageCount: z.number().int(),
});

/** A deck in a list: enough for a card. */
export const deckCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: namedSlugSchema,
  subCategory: namedSlugSchema,
  owner: personSummarySchema,
  pageCount: z.number().int(),
  /** First page thumbnail; null until processed. */
  thumbnail: z.string().nullable(),
  thumbnailWidth: z.number().int(),
  thumbnailHeight: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  createdAt: z.string(),
});
export type DeckCard = z.infer<typeof deckCardSchema>;

export const deckProgressSchema = z.object({
  id: z.string(),
  status: deckStatusSchema,
  /** A sentence a person can read, set when status is failed. */
  failureReason: z.string().nullable(),
  pagesDone: z.number().int(),
  pageCount: z.number().int().describe('0 until the file has been opened'),
});
export type DeckProgress = z.infer<typeof deckProgressSchema>;

/** Set when the editors took the deck down (status `removed`): when, and their note to the owner. */
export const deckRemovalSchema = z
  .object({ removedAt: z.string(), note: z.string().describe('Empty when the editors left no note') })
  .nullable();
export type DeckRemoval = z.infer<typeof deckRemovalSchema>;

export const deckDetailSchema = deckCardSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  allowDownload: z.boolean(),
  commentCount: z.number().int(),
  updatedAt: z.string(),
  status: deckStatusSchema,
  failureReason: z.string().nullable(),
  pagesDone: z.number().int(),
  pages: z.array(deckPageSchema),
  originalName: z.string(),
  originalSize: z.number().int(),
  removal: deckRemovalSchema,
  /** What the signed-in viewer may do and has done; all false when signed out. */
  viewer: z.object({ isOwner: z.boolean(), liked: z.boolean() }),
});
export type DeckDetail = z.infer<typeof deckDetailSchema>;

export const ownDeckSchema = deckCardSchema.extend({
  status: deckStatusSchema,
  failureReason: z.string().nullable(),
  pagesDone: z.number().int(),
  updatedAt: z.string(),
  removal: deckRemovalSchema,
});
export type OwnDeck = z.infer<typeof ownDeckSchema>;

/**
 * Where a list continues: the `next` of the page before (opaque). With it the next page is read
 * from that position on, so rows added or removed meanwhile neither repeat nor go missing; a
 * `page` number alone works too (decision 0029). Long enough for a
 * list sorted by a title of any script.
 */
export const listCursorSchema = z.string().max(2000);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
  after: listCursorSchema.optional(),
});

export const deckSortSchema = z.enum(['newest', 'trending']);
export type DeckSort = z.infer<typeof deckSortSchema>;

/** Comma-separated subject slugs, e.g. "basic-science,clinical-science". */
const subjectsParam = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []));

export const deckListQuerySchema = pageQuerySchema.extend({
  category: z.string().optional(),
  subCategory: z.string().optional(),
  subjects: subjectsParam,
  sort: deckSortSchema.default('newest'),
});
export type DeckListQuery = z.input<typeof deckListQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Pass as `after` (with `page` + 1) for the next page; null on the last page; absent where a list pages by number only. */
    next: listCursorSchema.nullable().optional(),
  });
}
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; next?: string | null };

export const deckListSchema = pagedSchema(deckCardSchema);
export type DeckList = z.infer<typeof deckListSchema>;

export const slideOverviewQuerySchema = z.object({
  subjects: subjectsParam,
  sort: deckSortSchema.default('newest'),
  /** How many categories at most; every one when absent. */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The slug of the page before's last category (its `next`). */
  after: z.string().max(100).optional(),
});

/**
 * `/slide` and the home page: for each category with decks, its first few, newest or trending,
 * a page of categories at a time (the server draws the first rows; the others are asked for as
 * the reader scrolls to them, so the first HTML does not carry every row's data).
 */
export const slideOverviewSchema = z.object({
  /** What to send as `after` for the categories after these; null when there are none. */
  next: z.string().nullable(),
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      subject: z.string(),
      total: z.number().int(),
      decks: z.array(deckCardSchema),
    }),
  ),
});
export type SlideOverview = z.infer<typeof slideOverviewSchema>;

export const likeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const viewCountSchema = z.object({ views: z.number().int() });

export const commentBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write a comment first' })
    .max(deckLimits.commentMaxLength, {
      error: `Comments must be ${deckLimits.commentMaxLength} characters or fewer`,
    }),
  /** Set to reply to a comment; a reply cannot itself be replied to (one level deep). */
  parentId: z.string().min(1).max(64).optional(),
});
export type CommentBody = z.output<typeof commentBodySchema>;

export const commentSchema = z.object({
  id: z.string(),
  /** The comment this one replies to; null for a comment on the deck itself. */
  parentId: z.string().nullable(),
  body: z.string(),
  author: personSummarySchema,
  /** The author is the deck's uploader: marked beside their name. */
  byUploader: z.boolean(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type DeckComment = z.infer<typeof commentSchema>;
/** A comment on the deck with its replies, oldest reply first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;
/** Comments on the deck, newest first, each with its replies; `total` counts those threads. */
export const commentListSchema = pagedSchema(commentThreadSchema);
export type CommentList = z.infer<typeof commentListSchema>;

export const reportReasons = ['copyright', 'inappropriate', 'spam', 'wrong-category', 'other'] as const;
export const reportBodySchema = z.object({
  reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
  details: z.string().trim().max(1000, { error: 'Details must be 1000 characters or fewer' }).default(''),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const deckIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
