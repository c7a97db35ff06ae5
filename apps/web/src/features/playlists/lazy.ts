/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  playlist: () => import('./pages/playlist-page.tsx'),
  viewPlaylist: () => import('./pages/view-playlist-page.tsx'),
};
