import type { Notification, NotificationList } from '@medshelf/shared';
import { socialMessages } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import {
  insertFollowerNotifications,
  insertNotification,
  markAllRead,
  markRead,
  type NewNotification,
  notificationList,
  unreadCount,
} from './repository.ts';

export type NotificationsContext = Pick<FastifyInstance, 'db' | 'events'>;

/** Tells the member's open tabs (on any process) that their unread count changed. */
async function announce(ctx: NotificationsContext, userId: string) {
  await ctx.events.publish({ type: 'notifications', userId });
}

/**
 * Stores a notification and announces it; nothing happens when the member already has it
 * (its `dedupeKey` repeats) or when they did it themselves (liking their own deck).
 */
export async function notify(ctx: NotificationsContext, notification: NewNotification): Promise<void> {
  if (notification.actorId === notification.userId) return;
  if (await insertNotification(ctx.db, notification)) await announce(ctx, notification.userId);
}

/** Each follower of `ownerId` hears that the deck is there to read (once per deck, however often asked). */
export async function notifyFollowersOfDeck(
  ctx: NotificationsContext,
  ownerId: string,
  deckId: string,
): Promise<void> {
  const recipients = await insertFollowerNotifications(ctx.db, ownerId, deckId);
  for (const userId of recipients) await announce(ctx, userId);
}

export const unreadNotifications = (ctx: Pick<NotificationsContext, 'db'>, userId: string) =>
  unreadCount(ctx.db, userId);

export async function listNotifications(
  ctx: NotificationsContext,
  userId: string,
  request: PageRequest,
): Promise<NotificationList> {
  const [{ rows, total, next }, unread] = await Promise.all([
    seekPage(notificationList(ctx.db, userId), request),
    unreadCount(ctx.db, userId),
  ]);
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: row.actorId
      ? {
          id: row.actorId,
          username: row.actorUsername,
          displayName: row.actorName ?? '',
          photoURL: row.actorImage,
        }
      : null,
    deck:
      row.deckId && row.deckTitle && row.categorySlug && row.subCategorySlug
        ? {
            id: row.deckId,
            title: row.deckTitle,
            categorySlug: row.categorySlug,
            subCategorySlug: row.subCategorySlug,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, page: request.page, pageSize: request.pageSize, total, next, unread };
}

export async function readNotification(ctx: NotificationsContext, userId: string, id: string) {
  if (!(await markRead(ctx.db, userId, id))) throw notFound(socialMessages.notificationNotFound);
  await announce(ctx, userId);
  return { unread: await unreadCount(ctx.db, userId) };
}

export async function readAllNotifications(ctx: NotificationsContext, userId: string) {
  await markAllRead(ctx.db, userId);
  await announce(ctx, userId);
  return { unread: 0 };
}
