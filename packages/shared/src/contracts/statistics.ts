import { z } from 'zod';
import { statisticsLimits } from '../statistics-limits.ts';

/**
 * Where a view came from: another MedShelf page, MedShelf's search, a page that embeds the deck
 * (by its host), a link on another site (by its host), or nothing (typed, bookmarked, an app).
 */
export const viewSourceSchema = z.enum(['site', 'search', 'embed', 'link', 'direct']);
export type ViewSource = z.infer<typeof viewSourceSchema>;

/** A site's host as a browser names it ("example.org", "127.0.0.1:8080", "[::1]:8080"). */
const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .regex(/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/);

/** POST /api/decks/:id/views: where the reader came from (no body: direct); a host only for embeds and links. */
export const viewBodySchema = z
  .object({ source: viewSourceSchema.default('direct'), host: hostSchema.optional() })
  .nullish()
  .transform((body) => {
    const source = body?.source ?? 'direct';
    return { source, host: source === 'embed' || source === 'link' ? (body?.host ?? null) : null };
  });
export type ViewBody = z.input<typeof viewBodySchema>;

/** POST /api/decks/:id/reading: seconds a reader spent on pages since the last report. */
export const readingReportSchema = z.object({
  pages: z
    .array(
      z.object({
        page: z.number().int().min(1).max(statisticsLimits.maxPage),
        seconds: z.number().int().min(1).max(statisticsLimits.maxSecondsPerPage),
      }),
    )
    .min(1)
    .max(statisticsLimits.maxPagesPerReport),
});
export type ReadingReport = z.infer<typeof readingReportSchema>;

const count = z.number().int().min(0);

export const statisticsCountsSchema = z.object({
  views: count,
  likes: count,
  saves: count,
  clips: count,
  downloads: count,
});
export type StatisticsCounts = z.infer<typeof statisticsCountsSchema>;

/** One UTC day (YYYY-MM-DD) and what happened on it. */
export const statisticsDaySchema = statisticsCountsSchema.extend({ day: z.string() });

export const viewSourceCountSchema = z.object({
  source: viewSourceSchema,
  /** The embedding or linking site for `embed` and `link`; null for the others. */
  host: z.string().nullable(),
  views: count,
});

export const pageReadingSchema = z.object({
  page: z.number().int().min(1),
  /** Readers' time on the page, summed. */
  seconds: count,
  /** Reports of time on it (a reader counts again in each visit). */
  reads: count,
});

/** What both statistics pages show: a window of days, its totals and where views came from. */
const statisticsWindow = {
  /** Every day of the window, oldest first, days without anything included. */
  days: z.array(statisticsDaySchema),
  /** Sums over the window. */
  window: statisticsCountsSchema,
  /** Sums since the first recorded day. */
  allTime: statisticsCountsSchema,
  /** Over the window, most views first. */
  sources: z.array(viewSourceCountSchema),
};

/** GET /api/statistics/decks/:id (the deck's uploader only). */
export const deckStatisticsSchema = z.object({
  deck: z.object({ id: z.string(), title: z.string(), path: z.string() }),
  ...statisticsWindow,
  /** The most-read pages over the window, most time first. */
  pages: z.array(pageReadingSchema),
});
export type DeckStatistics = z.infer<typeof deckStatisticsSchema>;

/** GET /api/statistics/mine: every deck of the signed-in member together, and each deck's sums. */
export const memberStatisticsSchema = z.object({
  ...statisticsWindow,
  decks: z.array(statisticsCountsSchema.extend({ id: z.string(), title: z.string(), path: z.string() })),
});
export type MemberStatistics = z.infer<typeof memberStatisticsSchema>;

/** GET /api/oembed (https://oembed.com, "rich" type). */
export const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2000),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
  format: z.string().max(10).optional(),
});

export const oembedSchema = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.literal('MedShelf'),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type Oembed = z.infer<typeof oembedSchema>;

/** What the server hands the player inside its page: enough to show every page without a call. */
export const embedDeckSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The deck's page on MedShelf, absolute. */
  url: z.string(),
  pages: z.array(
    z.object({
      number: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      large: z.string(),
      small: z.string(),
    }),
  ),
});
export type EmbedDeck = z.infer<typeof embedDeckSchema>;
