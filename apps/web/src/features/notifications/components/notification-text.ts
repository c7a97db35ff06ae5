import type { Notification } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { socialMessages } from '@medshelf/shared/social-messages';
import type { Translated } from '../../../lib/i18n/shared-text.ts';

/** The sentence a notification shows, in the interface's words (`useSharedText`), and where it leads. */
export function describeNotification(
  notification: Notification,
  socialText: Translated<typeof socialMessages>,
): { text: string; to: string } {
  const actor = notification.actor?.displayName || notification.actor?.username || socialText.someone;
  const deck = notification.deck;
  const text = socialText.notificationText[notification.kind](actor, deck?.title ?? socialText.aDeck);
  if (deck) return { text, to: paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug) };
  const username = notification.actor?.username;
  return { text, to: username ? paths.profile(username) : paths.home() };
}
