/**
 * The interface languages (docs/decisions/0028). The server reads the chosen one from a cookie to
 * draw a page in it; the web keeps it in the local store and on the account too. Content (decks,
 * books, articles) is never translated, and SPEC texts stay in English whatever the choice.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's name in its own language, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Not httpOnly: the browser's shell (drawn without the server) reads it too. */
export const languageCookie = 'medshelf-lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language a Cookie header chooses, or the default. */
export function languageFromCookies(header: string | undefined): Language {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie && isLanguage(value)) return value;
  }
  return defaultLanguage;
}
