export { ClipPageButton } from './components/clip-page-button.tsx';
export { ClipboardTab } from './components/clipboard-tab.tsx';
export { HighlightSelection } from './components/highlight-selection.tsx';
export { PageHighlights } from './components/page-highlights.tsx';
