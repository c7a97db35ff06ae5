export { applyAccountDisabled, setAccountDisabled, setAccountRole } from './account-admin.ts';
export { type Auth, createAuth } from './auth.ts';
export { registerRateLimitPruning } from './rate-limit-pruning.ts';
export { authRateLimiter } from './rate-limits.ts';
export { editorIdByEmail } from './repository.ts';
export { loadAuthSecret } from './secret.ts';
export { configuredProviders } from './social-providers.ts';
