/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  profile: () => import('./pages/profile-page.tsx'),
  profileDetails: () => import('./pages/profile-details-page.tsx'),
};
