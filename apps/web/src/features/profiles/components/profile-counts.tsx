import type { ProfileCounts as Counts } from '@medshelf/shared';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Uploads, followers, following and views. The follower count changes live, so it is a polite
 * live region: a screen reader hears the new number without losing its place.
 */
export function ProfileCounts({ counts }: { counts: Counts }) {
  const t = useT();
  const format = useFormat();
  const items = [
    { key: 'uploads', label: 'profile.countUploads', value: counts.uploads },
    { key: 'followers', label: 'profile.countFollowers', value: counts.followers },
    { key: 'following', label: 'profile.countFollowing', value: counts.following },
    { key: 'views', label: 'profile.countViews', value: counts.views },
  ] as const;
  return (
    <dl className="grid grid-cols-4 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white text-center">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse px-1 py-3">
          <dt className="text-xs text-slate-600 sm:text-sm">{t(item.label, { count: item.value })}</dt>
          <dd
            className="text-lg font-bold text-slate-900 tabular-nums sm:text-xl"
            data-testid={`profile-${item.key}`}
            aria-live={item.key === 'followers' ? 'polite' : undefined}
          >
            {format.number(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
