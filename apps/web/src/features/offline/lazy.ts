export const loadSavedOfflineDialog = () => import('./components/saved-offline-dialog.tsx');
