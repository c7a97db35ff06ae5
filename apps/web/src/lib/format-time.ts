import { defaultLanguage, type Language } from '@medshelf/shared/languages';
import { formatDate, formatterFor, siteTimeZone } from './format.ts';

/** Dates of articles and feeds as a reader expects them: "3 hours ago" next to "1 Mar 2026". */
const relative = formatterFor((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const absoluteWithTime = formatterFor(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: siteTimeZone,
    }),
);

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; empty for a date that cannot be read. */
export function relativeTime(iso: string, now = Date.now(), language: Language = defaultLanguage): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative(language).format(Math.trunc(seconds / size), unit);
  }
  // Intl says "now" in English, where readers expect "just now"; other languages get Intl's word.
  return language === defaultLanguage ? 'just now' : relative(language).format(0, 'second');
}

export function absoluteDate(iso: string, withTime = false, language: Language = defaultLanguage): string {
  if (!withTime) return formatDate(iso, language);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : absoluteWithTime(language).format(date);
}
