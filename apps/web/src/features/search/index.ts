export { searchLoader } from './api/route-loaders.ts';
export { SuggestionPopup, suggestionMessage } from './components/suggestion-popup.tsx';
export { useSearchCombobox } from './hooks/use-search-combobox.ts';
export { pages } from './lazy.ts';
