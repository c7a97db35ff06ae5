/** Business constants and limits of SPEC §9, in one place for both sides. */
export const limits = {
  usernameMinLength: 5,
  passwordMinLength: 6,
  preferenceToastMs: 5_000,
  formMessageMs: 2_000,
  chunkRetryCount: 1,
  chunkRetryDelayMs: 1_500,
  chunkLoadTimeoutMs: 120_000,
  footerSlideCount: '50,000+',
  footerBookCount: '5,000+',
  networkRetryStartMs: 30_000,
  networkRetryMaxMs: 16 * 60_000,
} as const;
