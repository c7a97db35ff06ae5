import type { DeckStatistics } from '@medshelf/shared';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { useMemo } from 'react';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { type ChartSeries, DailyChart } from './daily-chart.tsx';

const otherKinds = [
  ['likes', '#be123c'],
  ['saves', '#7c3aed'],
  ['clips', '#b45309'],
  ['downloads', '#1d4ed8'],
] as const;

function busiest(t: Translate, days: DeckStatistics['days'], kind: 'views'): string {
  const top = days.reduce(
    (best, day) => (day[kind] > best[kind] ? day : best),
    days[0] ?? { day: '', views: 0 },
  );
  return top.views ? t('statistics.busiestDay', { day: top.day, views: top.views }) : '';
}

/** Views per day, and the other counts per day, over the window. */
export function StatisticsCharts({ days, window }: Pick<DeckStatistics, 'days' | 'window'>) {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const dayList = useMemo(() => days.map((day) => day.day), [days]);
  const views = useMemo<ChartSeries[]>(
    () => [{ label: text.counts.views, color: '#0f766e', values: days.map((day) => day.views) }],
    [days, text],
  );
  const others = useMemo<ChartSeries[]>(
    () =>
      otherKinds.map(([kind, color]) => ({
        label: text.counts[kind],
        color,
        values: days.map((day) => day[kind]),
      })),
    [days, text],
  );
  return (
    <>
      <section
        aria-labelledby="views-per-day"
        className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <h2 id="views-per-day" className="mb-2 text-lg font-semibold text-slate-900">
          {text.viewsPerDay}
        </h2>
        <DailyChart
          days={dayList}
          series={views}
          summary={t('statistics.viewsSummary', {
            label: text.viewsPerDay,
            views: window.views,
            days: days.length,
            busiest: busiest(t, days, 'views'),
          })}
        />
      </section>
      <section
        aria-labelledby="over-time"
        className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <h2 id="over-time" className="mb-2 text-lg font-semibold text-slate-900">
          {text.overTime}
        </h2>
        <DailyChart
          days={dayList}
          series={others}
          summary={t('statistics.overTimeSummary', {
            label: text.overTime,
            counts: otherKinds
              .map(([kind]) => `${window[kind]} ${text.counts[kind].toLowerCase()}`)
              .join(', '),
          })}
        />
      </section>
    </>
  );
}
