/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  journal: () => import('./pages/journal-page.tsx'),
  journalDetails: () => import('./pages/journal-details-page.tsx'),
};
