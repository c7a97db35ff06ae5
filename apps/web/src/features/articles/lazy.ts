/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  article: () => import('./pages/article-page.tsx'),
  articleDetails: () => import('./pages/article-details-page.tsx'),
  news: () => import('./pages/news-page.tsx'),
};
