/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  register: () => import('./pages/register-page.tsx'),
  signup: () => import('./pages/signup-page.tsx'),
};
export const loadJoinNowDialog = () => import('./components/join-now-dialog.tsx');
export const loadAccountMenu = () => import('./components/account-menu.tsx');
