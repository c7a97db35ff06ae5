import type { StatisticsCounts } from '@medshelf/shared';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { formatCount } from '../../../lib/format.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';

const kinds = ['views', 'likes', 'saves', 'clips', 'downloads'] as const;

/** Each count over the window, large, and since the start, small. */
export function CountsSummary({ window, allTime }: { window: StatisticsCounts; allTime: StatisticsCounts }) {
  const text = useSharedText('statistics', statisticsMessages);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {kinds.map((kind) => (
        <div key={kind} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{text.counts[kind]}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatCount(window[kind])}</dd>
          <dd className="text-xs text-slate-600">
            {text.allTime}: {formatCount(allTime[kind])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
