import { absoluteDate, relativeTime } from '../../../lib/format-time.ts';
import { useLanguageCode } from '../../../lib/i18n/use-t.ts';
import { useNow } from '../../../lib/use-now.ts';

/** When an item was published: how long ago, then the date itself in a machine-readable <time>. */
export function FeedDate({ iso }: { iso: string }) {
  const language = useLanguageCode();
  const ago = relativeTime(iso, useNow(), language);
  return (
    <span>
      {ago ? `${ago} · ` : null}
      <time dateTime={iso}>{absoluteDate(iso, false, language)}</time>
    </span>
  );
}
