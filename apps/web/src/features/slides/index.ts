export { deckKeys } from './api/deck-keys.ts';
export { slideOverviewQuery, useSlideOverview } from './api/get-slide-overview.ts';
export {
  slideCategoryLoader,
  slideDetailsLoader,
  slidePageLoader,
  slideSubCategoryLoader,
} from './api/route-loaders.ts';
export { CategoryRows, CategoryRowsSkeleton } from './components/category-rows.tsx';
export { DeckCard } from './components/deck-card.tsx';
export { DeckGrid, DeckGridSkeleton } from './components/deck-grid.tsx';
export { ShareMenu } from './components/share-menu.tsx';
export { SubjectCategories } from './components/subject-categories.tsx';
export { DeckViewer } from './components/viewer/deck-viewer.tsx';
export { useStartPage } from './components/viewer/use-page-param.ts';
export type { DeckSlots } from './deck-slots.ts';
export { DeckSlotsContext } from './deck-slots.ts';
export { pages } from './lazy.ts';
