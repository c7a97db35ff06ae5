import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './slides.ts';

// zod's URL check, not the global URL: this package also type-checks without DOM or Node types.
const webAddress = z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });

/** Articles come from journals' and publishers' feeds; news from news sites' feeds. */
export const feedKindSchema = z.enum(['article', 'news'], { error: 'Choose article or news' });
export type FeedKind = z.infer<typeof feedKindSchema>;

export const feedLimits = {
  urlMaxLength: 2000,
  sourceNameMaxLength: 120,
} as const;

const feedUrlSchema = z
  .string({ error: 'The feed URL is required' })
  .trim()
  .min(1, { error: 'The feed URL is required' })
  .max(feedLimits.urlMaxLength, {
    error: `The feed URL must be ${feedLimits.urlMaxLength} characters or fewer`,
  })
  .refine((value) => webAddress.safeParse(value).success, {
    error: 'The feed URL must be a web address starting with http:// or https://',
  });

const sourceNameSchema = z
  .string({ error: 'The source name is required' })
  .trim()
  .min(2, { error: 'The source name must be at least 2 characters' })
  .max(feedLimits.sourceNameMaxLength, {
    error: `The source name must be ${feedLimits.sourceNameMaxLength} characters or fewer`,
  })
  .refine((value) => /[a-z0-9]/i.test(value), {
    error: 'The source name needs at least one letter or digit',
  });

/** What an editor types to register a feed; the same rules on the editor screen and the server. */
export const feedInputSchema = z.object({
  url: feedUrlSchema,
  kind: feedKindSchema,
  sourceName: sourceNameSchema,
  /** Slug of a subject; null (or absent) when the feed spans subjects. */
  subject: z.string().trim().min(1, { error: 'Choose a subject' }).nullable().default(null),
});
export type FeedInput = z.input<typeof feedInputSchema>;

export const feedPatchSchema = z.object({
  url: feedUrlSchema.optional(),
  kind: feedKindSchema.optional(),
  sourceName: sourceNameSchema.optional(),
  subject: z.string().trim().min(1, { error: 'Choose a subject' }).nullable().optional(),
  /** An inactive feed is no longer fetched; its items stay. */
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type FeedPatch = z.input<typeof feedPatchSchema>;

/** A feed as editors see it, with how its fetching goes. */
export const feedSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: feedKindSchema,
  sourceName: z.string(),
  sourceSlug: z.string(),
  subject: z.string().nullable(),
  active: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last fetch's problem in a sentence; null after a success. */
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  nextFetchAt: z.string(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** An article or news item in a list. */
export const feedItemCardSchema = z.object({
  id: z.string(),
  /** The title's slug, in the title's script; links are paths.articleDetails(item, sourceSlug). */
  slug: z.string(),
  title: z.string(),
  sourceName: z.string(),
  sourceSlug: z.string(),
  kind: feedKindSchema,
  authors: z.array(z.string()),
  publishedAt: z.string(),
  /** Plain text, at most a few sentences. */
  summary: z.string(),
  /** http(s) URL of the item's image on the publisher's site, or null. */
  imageUrl: z.string().nullable(),
  /** The original on the publisher's site. */
  link: z.string(),
  subject: z.string().nullable(),
});
export type FeedItemCard = z.infer<typeof feedItemCardSchema>;

export const feedItemDetailSchema = feedItemCardSchema.extend({
  /** Sanitised HTML: paragraphs, emphasis, lists, quotes and links that open the original site. */
  summaryHtml: z.string(),
});
export type FeedItemDetail = z.infer<typeof feedItemDetailSchema>;

export const feedItemListSchema = pagedSchema(feedItemCardSchema);
export type FeedItemList = z.infer<typeof feedItemListSchema>;

export const feedItemListQuerySchema = pageQuerySchema.extend({
  kind: feedKindSchema.optional(),
  /** Subject slug. */
  subject: z.string().max(100).optional(),
  /** Source slug. */
  source: z.string().max(200).optional(),
});
export type FeedItemListQuery = z.input<typeof feedItemListQuerySchema>;

export const feedItemIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * /articledetails/{articleTitle}/{articleSource}: the title's slug ending with the item's id,
 * which decides (articleTitleSegment); in links made before that, the title's slug alone.
 */
export const feedItemSlugParamsSchema = z.object({
  titleSlug: z.string().min(1).max(200),
  sourceSlug: z.string().min(1).max(200),
});

export const feedSourceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
});
export type FeedSource = z.infer<typeof feedSourceSchema>;

export const feedSourcesQuerySchema = z.object({ kind: feedKindSchema.optional() });
export const feedSourceListSchema = z.object({ items: z.array(feedSourceSchema) });
export type FeedSourceList = z.infer<typeof feedSourceListSchema>;

export const feedListSchema = z.object({ items: z.array(feedSchema) });
export type FeedList = z.infer<typeof feedListSchema>;
