/**
 * Every user-facing text that SPEC §4, §5 and §8 fixes, word for word.
 * Both sides take their texts from here so a wording never drifts.
 */
export const messages = {
  required: 'Required',
  usernameTooShort: 'Must be 5 character or more',
  usernameTaken: 'user name already taken.chose another',
  selectPreference: 'Please select your preference *',
  selectBoth: 'Please select both preference and username',
  enterCredentials: 'Please enter credentials',
  checkConnection: 'Please check your internet connection',
  invalidEmail: 'Please enter a valid email',
  accountDisabled: 'Your account has been disabled',
  userNotFound: 'User not found',
  invalidPassword: 'Invalid password',
  signedInAs: (email: string) => `You have signed in as ${email}`,
  verifyEmail: 'Please verify your email',
  verificationSent: 'Verification link sent successfully',
  resetLinkSent: 'Reset link successfully sent',
  loggedOut: 'Logged out successfully',
  preferenceAdded: 'Preference successfully added',
  usernameAdded: 'your username successfully added',
  registerEmailInUse: 'email is already in use',
  registerUserDisabled: 'user disabled',
  registerUserNotFound: 'user not found',
  registerInvalidPassword: 'invalid password',
  preferenceDialogTitle: 'Please select your preferences',
  letsGetStarted: "Let's get started",
  offline: 'You are offline. Showing what this device has saved.',
} as const;
