/** What the web's sign-in says when an outcome has no SPEC §8 text; not SPEC texts, so translated. */
export const authMessages = {
  failed: 'Something went wrong. Please try again.',
  socialIncomplete: 'Sign-in did not complete. Please try again.',
  popupBlocked: 'Please allow pop-ups for MedShelf to sign in with this account.',
} as const;
