export { ClipPageButton } from './components/clip-page-button.tsx';
export { ClipboardTab } from './components/clipboard-tab.tsx';
