import type { ProfileCounts as Counts } from '@medshelf/shared';
import { formatCount } from '../../../lib/format.ts';

/**
 * Uploads, followers, following and views. The follower count changes live, so it is a polite
 * live region: a screen reader hears the new number without losing its place.
 */
export function ProfileCounts({ counts }: { counts: Counts }) {
  const items = [
    { key: 'uploads', one: 'upload', many: 'uploads', value: counts.uploads },
    { key: 'followers', one: 'follower', many: 'followers', value: counts.followers },
    { key: 'following', one: 'following', many: 'following', value: counts.following },
    { key: 'views', one: 'view', many: 'views', value: counts.views },
  ] as const;
  return (
    <dl className="grid grid-cols-4 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white text-center">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse px-1 py-3">
          <dt className="text-xs text-slate-600 sm:text-sm">{item.value === 1 ? item.one : item.many}</dt>
          <dd
            className="text-lg font-bold text-slate-900 tabular-nums sm:text-xl"
            data-testid={`profile-${item.key}`}
            aria-live={item.key === 'followers' ? 'polite' : undefined}
          >
            {formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
