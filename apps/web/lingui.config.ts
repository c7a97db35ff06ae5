import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Messages are written by hand with explicit ids (no macros, no extraction): `en.json` is the
 * source and its keys type every call (lib/i18n/messages.ts); a language is one more file beside it.
 * The Vite plugin compiles a catalogue when it is imported with `?lingui`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/lib/i18n/locales/{locale}', include: [] }],
  format: formatter({ style: 'minimal' }),
});
