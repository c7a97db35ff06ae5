import { useLingui } from '@lingui/react';
import { defaultLanguage, isLanguage, type Language } from '@medshelf/shared/languages';
import type { MessageId } from './i18n.ts';

export type Values = Record<string, string | number>;
export type Translate = (id: MessageId, values?: Values) => string;

/** The translate function of the chosen language; components re-render when it changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}

/** The interface language, for Intl formatting (lib/format.ts). */
export function useLanguageCode(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage;
}
