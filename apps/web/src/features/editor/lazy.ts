/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  editor: () => import('./pages/editor-page.tsx'),
};
