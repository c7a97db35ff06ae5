import type { DeckStatistics } from '@medshelf/shared';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { formatCount } from '../../../lib/format.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';

/** Where views came from, most first, each with a bar of its share. */
export function SourcesList({ sources }: { sources: DeckStatistics['sources'] }) {
  const text = useSharedText('statistics', statisticsMessages);
  if (!sources.length) return <p className="text-sm text-slate-700">{text.noViewsYet}</p>;
  const most = Math.max(...sources.map((entry) => entry.views));
  return (
    <ul className="space-y-2">
      {sources.map((entry) => (
        <li key={`${entry.source} ${entry.host ?? ''}`}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-900">
              {text.sources[entry.source]}
              {entry.host ? <strong className="font-semibold"> {entry.host}</strong> : null}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{formatCount(entry.views)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
            <div
              className="h-2 rounded-full bg-brand-600"
              style={{ width: `${(entry.views / most) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
