/** Codes the auth endpoints answer with; the web maps each to the text SPEC §8 gives it. */
export const authErrorCodes = {
  userNotFound: 'USER_NOT_FOUND',
  invalidPassword: 'INVALID_EMAIL_OR_PASSWORD',
  invalidEmail: 'INVALID_EMAIL',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountDisabled: 'ACCOUNT_DISABLED',
  emailInUse: 'EMAIL_IN_USE',
  usernameTaken: 'USERNAME_TAKEN',
  invalidUsername: 'INVALID_USERNAME',
} as const;
