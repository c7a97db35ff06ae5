export { searchLoader } from './api/route-loaders.ts';
export { SuggestionPopup, suggestionMessage } from './components/suggestion-popup.tsx';
export { useSearchCombobox } from './hooks/use-search-combobox.ts';

/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  search: () => import('./pages/search-page.tsx'),
};
