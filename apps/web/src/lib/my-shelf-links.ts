import { paths } from '@medshelf/shared/routes';
import type { MessageId } from './i18n/i18n.ts';

/**
 * A member's own shelves, in the avatar menu and the drawer alike: what they uploaded, their
 * playlists and their clipboard (a tab of their profile, so it needs their username).
 */
export function myShelfLinks(username: string | null | undefined): { label: MessageId; to: string }[] {
  return [
    { label: 'shelf.myUploads', to: paths.uploadedSlides() },
    { label: 'shelf.myPlaylists', to: paths.playlist() },
    ...(username
      ? [{ label: 'shelf.myClipboard' as const, to: `${paths.profile(username)}?tab=clipboard` }]
      : []),
  ];
}
