export { accountQuery, useAccount } from './api/get-account.ts';
export { signOut } from './api/sign-out.ts';
export { reportPopupResult } from './api/social-sign-in.ts';
export { Avatar } from './components/avatar.tsx';
export { useAccountEffects } from './hooks/use-account-effects.ts';

/** The feature's pages, each its own chunk, loaded by the router on navigation. */
export const pages = {
  register: () => import('./pages/register-page.tsx'),
  signup: () => import('./pages/signup-page.tsx'),
};
export const loadJoinNowDialog = () => import('./components/join-now-dialog.tsx');
export const loadAccountMenu = () => import('./components/account-menu.tsx');
