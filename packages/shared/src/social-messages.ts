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
