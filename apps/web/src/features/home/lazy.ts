/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  home: () => import('./pages/home-page.tsx'),
};
