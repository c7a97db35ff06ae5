/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  slide: () => import('./pages/slide-page.tsx'),
  slideCategory: () => import('./pages/slide-category-page.tsx'),
  slideSubcategory: () => import('./pages/slide-subcategory-page.tsx'),
  slideDetails: () => import('./pages/slide-details-page.tsx'),
  uploadSlide: () => import('./pages/upload-slide-page.tsx'),
  uploadedSlides: () => import('./pages/uploaded-slides-page.tsx'),
};
