import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageFromCookies,
} from '@medshelf/shared/languages';
import { readLocal, writeLocal } from '../local-store.ts';

const year = 365 * 24 * 60 * 60;

/**
 * The language to start in: the server's when it drew the page (its `<html lang>`, so hydration
 * matches), else the cookie, else the local store (a cleared cookie), else English.
 */
export function startLanguage(drawnByServer: boolean): Language {
  const drawn = document.documentElement.lang;
  if (drawnByServer && isLanguage(drawn)) return drawn;
  const cookie = languageFromCookies(document.cookie);
  if (cookie !== defaultLanguage) return cookie;
  const kept = readLocal('language');
  return isLanguage(kept) ? kept : defaultLanguage;
}

/** Keeps the choice where the server (cookie) and this browser (local store) find it. */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${year}; samesite=lax`;
  writeLocal('language', language);
}
