export { DeckNotSavedOffline } from './components/deck-not-saved-offline.tsx';
export { SaveDeckOffline } from './components/save-deck-offline.tsx';
export { SavePlaylistOffline } from './components/save-playlist-offline.tsx';
export { loadSavedOfflineDialog } from './lazy.ts';
export { readSavedDeck } from './saved-cache.ts';
export { openSavedOffline, useSavedOfflineOpen } from './saved-dialog-store.ts';
