import { defaultLanguage, type Language } from '@medshelf/shared/languages';
import { type EmailTexts, english } from './en.ts';
import { hindi } from './hi.ts';

export type { EmailTexts } from './en.ts';

// Typed by Language: a language added to the shared list fails the type check until its file is here.
const texts: Record<Language, EmailTexts> = { en: english, hi: hindi };

/** The emails' texts in a member's language; English when they never chose one. */
export function emailTexts(language: Language | null | undefined): EmailTexts {
  return texts[language ?? defaultLanguage];
}
