export { deckKeys } from './api/deck-keys.ts';
export { useSlideOverview } from './api/get-slide-overview.ts';
export { slideDetailsLoader } from './api/route-loaders.ts';
export { CategoryRows, CategoryRowsSkeleton } from './components/category-rows.tsx';
export { DeckGrid, DeckGridSkeleton } from './components/deck-grid.tsx';
export { ShareMenu } from './components/share-menu.tsx';
export { SubjectCategories } from './components/subject-categories.tsx';
export { DeckViewer } from './components/viewer/deck-viewer.tsx';
export { useStartPage } from './components/viewer/use-page-param.ts';
export type { DeckSlots } from './deck-slots.ts';
export { DeckSlotsContext } from './deck-slots.ts';

/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  slide: () => import('./pages/slide-page.tsx'),
  slideSubcategory: () => import('./pages/slide-subcategory-page.tsx'),
  slideDetails: () => import('./pages/slide-details-page.tsx'),
  uploadSlide: () => import('./pages/upload-slide-page.tsx'),
  uploadedSlides: () => import('./pages/uploaded-slides-page.tsx'),
};
