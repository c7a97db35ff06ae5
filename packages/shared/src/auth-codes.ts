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

/** What the web's sign-in says when an outcome has no SPEC §8 text; not SPEC texts, so translated. */
export const authMessages = {
  failed: 'Something went wrong. Please try again.',
  socialIncomplete: 'Sign-in did not complete. Please try again.',
  popupBlocked: 'Please allow pop-ups for MedShelf to sign in with this account.',
} as const;
