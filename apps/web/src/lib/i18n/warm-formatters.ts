import type { I18n } from '@lingui/core';
import type { Language } from '@medshelf/shared/languages';
import { formatCount, formatDate, formatList } from '../format.ts';
import { nextTask } from '../next-task.ts';

/**
 * Builds the formatters a page's first render uses, one per task, before the page hydrates. The
 * first of each kind loads the browser's locale data: about 15 ms each on a cheap phone, and
 * built while hydrating they were a quarter of its task (Lingui's plural messages format their
 * number, so a list with counts needed three of them at once). A server-drawn page has had that
 * data loaded while it waited for its stylesheet (src/page-scripts/load-locale-data.js), so these
 * are cheap there; a page the app draws itself pays for it here.
 */
export async function warmFormatters(i18n: I18n, language: Language): Promise<void> {
  const builds = [
    () => i18n.number(0),
    () => new Intl.PluralRules(i18n.locale).select(1),
    () => formatCount(1000, language),
    () => formatDate('2026-01-01T00:00:00Z', language),
    () => formatList(['', ''], language),
  ];
  for (const build of builds) {
    await nextTask();
    build();
  }
}
