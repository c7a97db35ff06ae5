import { type I18n, setupI18n } from '@lingui/core';
import { defaultLanguage, type Language } from '@medshelf/shared/languages';
import type source from './locales/en.json';
import { messages as english } from './locales/en.json?lingui';

/** Every message id; en.json is the source, so a mistyped id fails the type check. */
export type MessageId = keyof typeof source;

// English is in the start-up code; every other language is a chunk loaded when chosen.
const others = import.meta.glob<{ messages: I18n['messages'] }>(['./locales/*.json', '!./locales/en.json'], {
  query: '?lingui',
});

/** The messages of a language, English for what a translation leaves out. */
async function catalogueOf(language: Language): Promise<I18n['messages']> {
  if (language === defaultLanguage) return english;
  const load = others[`./locales/${language}.json`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  return { ...english, ...(await load()).messages };
}

/** An i18n instance with the language loaded and active: one per server render, one in the browser. */
export async function createI18n(language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await activate(i18n, language);
  return i18n;
}

/** Loads the language's messages (once) and switches to it. */
export async function activate(i18n: I18n, language: Language): Promise<void> {
  // The import is cached by the module loader, so a second switch costs nothing.
  i18n.load(language, await catalogueOf(language));
  i18n.activate(language);
}
