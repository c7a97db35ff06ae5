import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@medshelf/shared/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberLanguage } from '../../../lib/i18n/browser-language.ts';
import { activate } from '../../../lib/i18n/i18n.ts';
import { useLanguageCode } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { saveLanguage } from '../api/save-language.ts';

/** The interface language and a way to change it everywhere it is kept. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useLingui();
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const language = useLanguageCode();
  // The choice is kept before Hindi's messages arrive: on a slow network the reader may move on
  // (a full page load) first, and the next page must still be drawn in the chosen language.
  const choose = async (next: Language) => {
    rememberLanguage(next);
    await Promise.all([
      activate(i18n, next),
      account ? saveLanguage(queryClient, { language: next }) : undefined,
    ]);
  };
  return [language, choose];
}

/**
 * At sign-in the account's language wins (chosen on another device); an account that has none
 * yet takes the one this browser uses.
 */
export function useLanguageOfAccount(): void {
  const { i18n } = useLingui();
  const { data: account } = useAccount();
  const queryClient = useQueryClient();
  const saved = account ? account.language : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new account language (a sign-in) acts.
  useEffect(() => {
    if (saved === undefined || !isLanguage(i18n.locale)) return;
    if (saved === null) {
      void saveLanguage(queryClient, { language: i18n.locale });
    } else if (saved !== i18n.locale) {
      rememberLanguage(saved);
      void activate(i18n, saved);
    }
  }, [saved]);
}
