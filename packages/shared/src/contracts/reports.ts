import { z } from 'zod';
import { deckStatusSchema, pagedSchema, reportReasons } from './slides.ts';

// The texts live without zod, so that a page showing them does not download it.
export { reportMessages } from '../report-messages.ts';

/** The editors' reports queue (PRODUCT.md "Roles"): open reports grouped by deck. */
export const reportLimits = { noteMaxLength: 500 } as const;

export const reportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

export const openReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  /** Null when the reader was signed out, chose no username yet, or has since gone. */
  reporterUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type OpenReport = z.infer<typeof openReportSchema>;

export const reportedDeckSchema = z.object({
  deck: z.object({
    id: z.string(),
    title: z.string(),
    status: deckStatusSchema,
    /** Slugs for the deck's link (paths.slideDetails). */
    categorySlug: z.string(),
    subCategorySlug: z.string(),
    owner: z.object({
      id: z.string(),
      username: z.string().nullable(),
      disabled: z.boolean(),
      /** Editors cannot disable each other: the screen offers it only for other users. */
      isEditor: z.boolean(),
    }),
  }),
  openReports: z.number().int(),
  /** When the newest open report came in: the queue's order, newest first. */
  lastReportedAt: z.string(),
  /** Newest first. */
  reports: z.array(openReportSchema),
});
export type ReportedDeck = z.infer<typeof reportedDeckSchema>;

export const reportedDeckListSchema = pagedSchema(reportedDeckSchema);
export type ReportedDeckList = z.infer<typeof reportedDeckListSchema>;

export const reportDeckParamsSchema = z.object({ deckId: z.string().min(1).max(64) });

export const takeDownBodySchema = z.object({
  note: z
    .string()
    .trim()
    .max(reportLimits.noteMaxLength, {
      error: `The note must be ${reportLimits.noteMaxLength} characters or fewer`,
    })
    .default(''),
});
export type TakeDownBody = z.input<typeof takeDownBodySchema>;

/** What a dismissal or take-down did: how many open reports it resolved. */
export const reportActionResultSchema = z.object({
  deckId: z.string(),
  status: deckStatusSchema,
  resolved: z.number().int(),
});
export type ReportActionResult = z.infer<typeof reportActionResultSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const disabledUserSchema = z.object({ userId: z.string(), disabled: z.literal(true) });
export type DisabledUser = z.infer<typeof disabledUserSchema>;
