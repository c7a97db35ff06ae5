/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  book: () => import('./pages/book-page.tsx'),
  bookDetails: () => import('./pages/book-details-page.tsx'),
};
