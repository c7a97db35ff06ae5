/**
 * Query keys of the bell. In lib because two features write them: the live account stream
 * (auth) sets the unread count it receives, the notifications feature reads and changes them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};
