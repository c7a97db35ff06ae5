export { myPlaylistLoader, publicPlaylistLoader } from './api/route-loaders.ts';
export { DeckCardSaveButton } from './components/deck-card-save-button.tsx';
export { ProfilePlaylistsTab } from './components/profile-playlists-tab.tsx';
export { SaveToPlaylistButton } from './components/save-to-playlist-button.tsx';

/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  playlist: () => import('./pages/playlist-page.tsx'),
  viewPlaylist: () => import('./pages/view-playlist-page.tsx'),
};
