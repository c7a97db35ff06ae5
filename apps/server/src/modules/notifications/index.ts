export type { NewNotification } from './repository.ts';
export { notificationsModule } from './routes.ts';
export { notify, notifyFollowersOfDeck, unreadNotifications } from './service.ts';
