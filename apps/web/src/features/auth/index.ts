export { accountQuery, useAccount } from './api/get-account.ts';
export { reportPopupResult } from './api/popup-result.ts';
export { signOut } from './api/sign-out.ts';
export { Avatar } from './components/avatar.tsx';
export { useAccountEffects } from './hooks/use-account-effects.ts';
export { useResumeAction } from './hooks/use-resume-action.ts';
export { loadAccountMenu, loadJoinNowDialog, pages } from './lazy.ts';
