import { z } from 'zod';
import { personCardSchema } from './people.ts';
import { deckCardSchema, pagedSchema, personSummarySchema, reportReasons } from './slides.ts';

/** Limits of the followers' features (issue 18); both sides read them from here. */
export const socialLimits = {
  notificationsPageSize: 20,
  feedPageSize: 12,
  /** Read notifications are forgotten after this many days, unread ones after `unreadKeptDays`. */
  readKeptDays: 30,
  unreadKeptDays: 90,
  /** A member gets at most one digest in this many days. */
  digestEveryDays: 7,
  /** Decks listed in one digest email; the rest are counted and linked. */
  digestMaxDecks: 20,
  atomEntries: 30,
  /** Members suggested to follow when the feed is empty. */
  suggestions: 6,
} as const;

/** Every text of notifications, the following feed, the digest and comment threads. */
export const socialMessages = {
  notificationsTitle: 'Notifications',
  notificationsEmpty: 'Nothing new. You will hear here when people you follow share slides.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  bellLabel: (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications'),
  notificationText: {
    'followed-upload': (actor: string, deck: string) => `${actor} shared “${deck}”`,
    'new-follower': (actor: string) => `${actor} started following you`,
    'deck-liked': (actor: string, deck: string) => `${actor} liked “${deck}”`,
    'deck-commented': (actor: string, deck: string) => `${actor} commented on “${deck}”`,
    'deck-ready': (_actor: string, deck: string) => `“${deck}” is ready to read`,
    'deck-failed': (_actor: string, deck: string) => `“${deck}” could not be processed`,
    'deck-removed': (_actor: string, deck: string) => `The editors took down “${deck}”`,
  },
  notificationNotFound: 'This notification is not there any more.',
  someone: 'Someone',
  aDeck: 'a deck',
  feedTitle: 'New from people you follow',
  feedEmpty: 'Nobody you follow has shared anything yet. Follow people to see their new slides here.',
  feedSuggestions: 'People you might follow',
  playlistBy: (owner: string) => `Playlist by ${owner}`,
  atomTitle: (name: string) => `${name} on MedShelf`,
  atomLink: (name: string) => `New slides and playlists from ${name} (Atom feed)`,
  digestSubject: (count: number) =>
    count === 1
      ? 'New on MedShelf: 1 deck from people you follow'
      : `New on MedShelf: ${count} decks from people you follow`,
  digestIntro: 'Here is what people you follow shared on MedShelf this week.',
  digestMore: (count: number) => `and ${count} more on MedShelf`,
  digestUnsubscribe: 'Unsubscribe from this weekly email',
  digestSetting: 'Weekly email of new slides from people I follow',
  digestSaved: 'Email setting saved',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody:
    'You will no longer receive the weekly email of new slides. You can turn it on again in your profile details.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Sign in and turn the email off in your profile details.',
  replyTooDeep: 'Replies go one level deep: reply to the first comment instead.',
  replyParentMissing: 'The comment you replied to is not there any more.',
  reply: 'Reply',
  uploader: 'Uploader',
  reportComment: 'Report comment',
  commentReported: 'Thank you. The editors will look at this comment.',
  commentNotFound: 'This comment is not there any more.',
  reportedComments: 'Reported comments',
  noReportedComments: 'No reported comments.',
  removeComment: 'Remove comment',
} as const;

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
