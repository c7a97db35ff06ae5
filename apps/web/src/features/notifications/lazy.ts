/** The bell is its own chunk, loaded beside the account menu once someone is signed in. */
export const loadNotificationBell = () => import('./components/notification-bell.tsx');
