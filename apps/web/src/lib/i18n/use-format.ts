import { formatBytes, formatCount, formatDate, formatList } from '../format.ts';
import type { MessageId } from './i18n.ts';
import { useLanguageCode, useT } from './use-t.ts';

/**
 * Counts, dates and sizes in the interface language. `count` fills a plural message whose
 * `{count}` picks the form and `{shown}` is the number as written ("1.2K", "1.2 हज़ार").
 */
export function useFormat() {
  const t = useT();
  const language = useLanguageCode();
  return {
    count: (id: MessageId, count: number) => t(id, { count, shown: formatCount(count, language) }),
    number: (count: number) => formatCount(count, language),
    date: (iso: string) => formatDate(iso, language),
    bytes: (bytes: number) => formatBytes(bytes, language),
    list: (items: string[]) => formatList(items, language),
    language,
  };
}
