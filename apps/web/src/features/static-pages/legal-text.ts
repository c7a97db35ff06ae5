import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type legal from '../../lib/i18n/locales/legal/en.json';
import { useLanguageCode, type Values } from '../../lib/i18n/use-t.ts';

/** A message of the policies (terms, privacy, copyright); the English file types the ids. */
export type LegalId = keyof typeof legal;

// The policies' prose is long (about 7 KB gzip in English, 9 KB in Hindi) and rarely read: it
// comes with these pages' code, every language at once, rather than in the `pages` catalogue
// that every first visit loads before drawing. Adding a language stays one file
// (locales/legal/xx.json), found here by the glob.
const catalogues = import.meta.glob<{ messages: Messages }>('../../lib/i18n/locales/legal/*.json', {
  eager: true,
  query: '?lingui',
});

const byLanguage = new Map<string, I18n>(
  Object.entries(catalogues).map(([file, { messages }]) => {
    const language = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
);

/** The translate function of the policies, in the interface language. */
export function useLegalT(): (id: LegalId, values?: Values) => string {
  const language = useLanguageCode();
  const i18n = byLanguage.get(language);
  if (!i18n) throw new Error(`no policy messages for ${language}`);
  return (id, values) => i18n._(id, values);
}
