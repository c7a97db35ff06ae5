import { paths } from '@medshelf/shared/routes';

/**
 * A member's own shelves, in the avatar menu and the drawer alike: what they uploaded, their
 * playlists and their clipboard (a tab of their profile, so it needs their username).
 */
export function myShelfLinks(username: string | null | undefined): { label: string; to: string }[] {
  return [
    { label: 'My uploads', to: paths.uploadedSlides() },
    { label: 'My playlists', to: paths.playlist() },
    ...(username ? [{ label: 'My clipboard', to: `${paths.profile(username)}?tab=clipboard` }] : []),
  ];
}
