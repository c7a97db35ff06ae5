import { defaultLanguage, type Language } from '@medshelf/shared/languages';

/**
 * Numbers and dates as a reader expects them, in the interface language (Intl: "2 Mar 2026",
 * "2 मार्च 2026"; "1.2K", "1.2 हज़ार"), with the right singular or plural. Dates are written the
 * Indian way in both; English numbers stay international ("1.2M", not en-IN's "12L").
 */
const dateLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const numberLocales: Record<Language, string> = { en: 'en', hi: 'hi-IN' };

/**
 * Dates are shown in India's time, where most readers are, on the server and in the browser
 * alike: a page drawn on the server then hydrated must not change its dates (a browser's own
 * zone would move a late-evening upload to the next day).
 */
export const siteTimeZone = 'Asia/Kolkata';

/** One formatter per language and kind, made when first needed (they are costly to build). */
export function formatterFor<T>(
  make: (locale: string) => T,
  locales: Record<Language, string> = dateLocales,
): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(locales[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const compact = formatterFor(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  numberLocales,
);
const dateFormat = formatterFor(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: siteTimeZone,
    }),
);
const whole = formatterFor((locale) => new Intl.NumberFormat(locale), numberLocales);
const oneDecimal = formatterFor(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  numberLocales,
);

export function formatCount(count: number, language: Language = defaultLanguage): string {
  return count < 1000 ? String(count) : compact(language).format(count);
}

export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const listFormat = formatterFor((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** "A, B and C" ("A, B, और C"), the way a reader says a list of names. */
export function formatList(items: string[], language: Language = defaultLanguage): string {
  return listFormat(language).format(items);
}

export function formatDate(iso: string, language: Language = defaultLanguage): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language).format(date);
}

/** Sizes as a phone's storage settings show them: "640 KB", "4.2 MB", "1.3 GB". */
export function formatBytes(bytes: number, language: Language = defaultLanguage): string {
  const kb = 1024;
  if (bytes < kb * kb) return `${whole(language).format(Math.max(1, Math.round(bytes / kb)))} KB`;
  if (bytes < kb * kb * kb) return `${oneDecimal(language).format(bytes / (kb * kb))} MB`;
  return `${oneDecimal(language).format(bytes / (kb * kb * kb))} GB`;
}
