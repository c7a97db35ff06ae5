import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Messages are written by hand with explicit ids (no macros, no extraction): the `en.json` files
 * are the source and their keys type every call (lib/i18n/i18n.ts); a language is one more file
 * beside each. The shell's catalogue (top bar, drawer, footer) is in the start-up code for
 * English; the pages' catalogue loads with the first page; the policies' long prose (`legal`) is
 * in the terms, privacy and copyright pages' own code. The Vite plugin compiles a catalogue
 * when it is imported with `?lingui`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/lib/i18n/locales/shell/{locale}', include: [] },
    { path: '<rootDir>/src/lib/i18n/locales/pages/{locale}', include: [] },
    { path: '<rootDir>/src/lib/i18n/locales/legal/{locale}', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
});
