/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  terms: () => import('./pages/terms-page.tsx'),
  privacy: () => import('./pages/privacy-page.tsx'),
  dmca: () => import('./pages/dmca-page.tsx'),
  about: () => import('./pages/about-page.tsx'),
};
