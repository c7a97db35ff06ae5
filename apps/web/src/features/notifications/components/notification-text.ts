import type { Notification } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';

/** The sentence a notification shows, from the catalogue, and where it leads. */
export function describeNotification(notification: Notification): { text: string; to: string } {
  const actor = notification.actor?.displayName || notification.actor?.username || socialMessages.someone;
  const deck = notification.deck;
  const text = socialMessages.notificationText[notification.kind](actor, deck?.title ?? socialMessages.aDeck);
  if (deck) return { text, to: paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug) };
  const username = notification.actor?.username;
  return { text, to: username ? paths.profile(username) : paths.home() };
}
