export { myPlaylistLoader, publicPlaylistLoader } from './api/route-loaders.ts';
export { ProfilePlaylistsTab } from './components/profile-playlists-tab.tsx';
export { SaveToPlaylistButton } from './components/save-to-playlist-button.tsx';
export { pages } from './lazy.ts';
