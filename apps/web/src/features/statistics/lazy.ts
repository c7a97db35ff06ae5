/** The feature's pages, each its own chunk (with the chart library), loaded by the router on navigation. */
export const pages = {
  statistics: () => import('./pages/statistics-page.tsx'),
};
