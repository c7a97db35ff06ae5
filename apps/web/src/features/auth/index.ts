export { accountQuery, useAccount } from './api/get-account.ts';
export { signOut } from './api/sign-out.ts';
export { reportPopupResult } from './api/social-sign-in.ts';
export { Avatar } from './components/avatar.tsx';
export { useAccountEffects } from './hooks/use-account-effects.ts';
export { useResumeAction } from './hooks/use-resume-action.ts';
export { loadAccountMenu, loadJoinNowDialog, pages } from './lazy.ts';
