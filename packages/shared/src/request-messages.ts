/**
 * What the API answers when a request itself is refused (its form, its size, where it came from,
 * how often it came), before any feature looks at it. Both sides read them from here.
 */
export const requestMessages = {
  invalidText:
    'This request contains characters that are not allowed, such as a NUL byte or a broken character.',
  badCursor: 'This list position is not valid. Please start again from the first page.',
  tooDeep: 'This request is nested too deeply.',
  tooLarge: 'This request is too large.',
  notFound: 'Nothing was found at this address.',
  notMultipart: 'Send the form as multipart/form-data.',
  crossSite: 'This request came from another site and was refused.',
  /** `wait` is one of `waitMessages`, so the web can say the whole sentence in its language. */
  tooManyAttempts: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  tooManyReports: 'You have sent many reports. Please wait a while before sending another.',
} as const;

/** How long to wait, as `tooManyAttempts` puts it; the web translates each by key too. */
export const waitMessages = {
  aMinute: 'a minute',
  minutes: (minutes: number) => `${minutes} minutes`,
  seconds: (seconds: number) => `${seconds} seconds`,
} as const;
