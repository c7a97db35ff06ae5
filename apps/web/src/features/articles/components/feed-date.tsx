import { absoluteDate, relativeTime } from '../../../lib/format-time.ts';

/** When an item was published: how long ago, then the date itself in a machine-readable <time>. */
export function FeedDate({ iso }: { iso: string }) {
  const ago = relativeTime(iso);
  return (
    <span>
      {ago ? `${ago} · ` : null}
      <time dateTime={iso}>{absoluteDate(iso)}</time>
    </span>
  );
}
