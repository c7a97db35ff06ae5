import { absoluteDate, relativeTime } from '../../../lib/format-time.ts';
import { useLanguageCode } from '../../../lib/i18n/use-t.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * When an item was published: how long ago, then the date itself in a machine-readable <time>.
 * "How long ago" depends on the moment: the server's drawing has the date only, and the browser
 * adds it once hydrated.
 */
export function FeedDate({ iso }: { iso: string }) {
  const language = useLanguageCode();
  const ago = useHydrated() ? relativeTime(iso, Date.now(), language) : '';
  return (
    <span>
      {ago ? `${ago} · ` : null}
      <time dateTime={iso}>{absoluteDate(iso, false, language)}</time>
    </span>
  );
}
