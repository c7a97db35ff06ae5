import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from '@medshelf/shared/languages';
import type pages from './locales/pages/en.json';
import type shell from './locales/shell/en.json';
import { messages as englishShell } from './locales/shell/en.json?lingui';

/** Every message id; the English files are the source, so a mistyped id fails the type check. */
export type MessageId = keyof typeof shell | keyof typeof pages;

// The shell's English is in the start-up code (the top bar and footer draw at once); the rest is a
// chunk per catalogue and language, fetched while the first page's code loads (main.tsx).
const catalogues = import.meta.glob<{ messages: Messages }>(
  ['./locales/{shell,pages}/*.json', '!./locales/shell/en.json'],
  { query: '?lingui' },
);

async function load(catalogue: 'shell' | 'pages', language: Language): Promise<Messages> {
  if (catalogue === 'shell' && language === 'en') return englishShell;
  const importer = catalogues[`./locales/${catalogue}/${language}.json`];
  if (!importer) throw new Error(`no ${catalogue} messages for ${language}`);
  return (await importer()).messages;
}

/** An i18n instance with the language loaded and active: one per server render, one in the browser. */
export async function createI18n(language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await activate(i18n, language);
  return i18n;
}

/**
 * Loads the language's messages and switches to it. Every language has every message (the build
 * fails on a missing one: vite.config.ts), so nothing falls back to English.
 */
export async function activate(i18n: I18n, language: Language): Promise<void> {
  const [shellMessages, pageMessages] = await Promise.all([load('shell', language), load('pages', language)]);
  // Imports are cached by the module loader, so a second switch costs nothing.
  i18n.load(language, { ...shellMessages, ...pageMessages });
  i18n.activate(language);
  // Only once the messages are in: a screen reader would otherwise speak English text as Hindi.
  // Only when it changes: written at all, even unchanged, it makes Chromium match every element
  // of the page against `:lang()` again, a whole page's style recalculated as it hydrates.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}
