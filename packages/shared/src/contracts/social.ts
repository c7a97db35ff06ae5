import { z } from 'zod';
import { socialLimits, socialMessages } from '../social-messages.ts';
import { personCardSchema } from './people.ts';
import {
  deckCardSchema,
  listCursorSchema,
  pagedSchema,
  personSummarySchema,
  reportReasons,
} from './slides.ts';

export { socialLimits, socialMessages };

export const notificationKindSchema = z.enum([
  'followed-upload',
  'new-follower',
  'deck-liked',
  'deck-commented',
  'deck-ready',
  'deck-failed',
  'deck-removed',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** Who did it; null for the system's own news (processing, a take-down). */
  actor: personSummarySchema.nullable(),
  /** The deck it is about, with the slugs of its link; null for a new follower. */
  deck: z
    .object({ id: z.string(), title: z.string(), categorySlug: z.string(), subCategorySlug: z.string() })
    .nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.object({
  after: listCursorSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(socialLimits.notificationsPageSize),
});

export const notificationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The unread count, as the bell shows it; sent live as the `notifications` event of /api/events. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const feedPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  owner: personSummarySchema,
  deckCount: z.number().int(),
  createdAt: z.string(),
});
export type FeedPlaylist = z.infer<typeof feedPlaylistSchema>;

export const followingFeedItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deck'), deck: deckCardSchema }),
  z.object({ type: z.literal('playlist'), playlist: feedPlaylistSchema }),
]);
export type FollowingFeedItem = z.infer<typeof followingFeedItemSchema>;

export const followingFeedSchema = pagedSchema(followingFeedItemSchema).extend({
  /** How many members the viewer follows. */
  following: z.number().int(),
  /** When the feed is empty: members who share slides, whom the viewer does not follow yet. */
  suggestions: z.array(personCardSchema),
});
export type FollowingFeed = z.infer<typeof followingFeedSchema>;

export const followingFeedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(socialLimits.feedPageSize),
});

export const digestSettingSchema = z.object({ enabled: z.boolean() });
export type DigestSetting = z.infer<typeof digestSettingSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** A comment the editors are asked to look at, with its open reports. */
export const reportedCommentSchema = z.object({
  comment: z.object({
    id: z.string(),
    body: z.string(),
    createdAt: z.string(),
    author: personSummarySchema,
  }),
  deck: z.object({
    id: z.string(),
    title: z.string(),
    categorySlug: z.string(),
    subCategorySlug: z.string(),
  }),
  openReports: z.number().int(),
  lastReportedAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(reportReasons),
      details: z.string(),
      reporterUsername: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;
export const reportedCommentListSchema = pagedSchema(reportedCommentSchema);
export type ReportedCommentList = z.infer<typeof reportedCommentListSchema>;

export const reportCommentParamsSchema = z.object({ commentId: z.string().min(1).max(64) });
export const commentModerationResultSchema = z.object({
  commentId: z.string(),
  action: z.enum(['dismissed', 'removed']),
  resolved: z.number().int(),
});
export type CommentModerationResult = z.infer<typeof commentModerationResultSchema>;
