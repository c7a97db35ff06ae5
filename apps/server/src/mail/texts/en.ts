import { socialMessages } from '@medshelf/shared';

/**
 * Every text of MedShelf's emails in English, the source: a language is one file of this shape
 * (index.ts). The digest's English lives in the shared social messages, which the web shows too.
 */
interface ActionTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footnote: string;
}

export interface EmailTexts {
  /** The layout's line under the button: the link spelled out for clients that drop buttons. */
  linkFallback: string;
  verification: ActionTexts;
  resetPassword: ActionTexts;
  digest: {
    subject: (count: number) => string;
    intro: string;
    more: (count: number) => string;
    unsubscribe: string;
  };
}

export const english: EmailTexts = {
  linkFallback: 'If the button does not work, open this link:',
  verification: {
    subject: 'Verify your email for MedShelf',
    greeting: 'Welcome to MedShelf!',
    body: 'Please confirm that this is your email address, so you can sign in, upload slides and keep playlists.',
    action: 'Verify my email',
    footnote:
      'The link works for 24 hours. If you did not create a MedShelf account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your MedShelf password',
    greeting: 'Hello,',
    body: 'Someone (hopefully you) asked to reset the password of your MedShelf account. Choose a new one here:',
    action: 'Choose a new password',
    footnote:
      'The link works for one hour and signs you out everywhere else. If you did not ask for it, ignore this email: your password stays the same.',
  },
  digest: {
    subject: socialMessages.digestSubject,
    intro: socialMessages.digestIntro,
    more: socialMessages.digestMore,
    unsubscribe: socialMessages.digestUnsubscribe,
  },
};
