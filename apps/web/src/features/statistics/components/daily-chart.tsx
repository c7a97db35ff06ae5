import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { useT } from '../../../lib/i18n/use-t.ts';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const height = 220;
const toUtc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/** Counts per UTC day as lines (uPlot, loaded with this page only); `summary` is what it says. */
export function DailyChart({
  days,
  series,
  summary,
}: {
  days: string[];
  series: ChartSeries[];
  summary: string;
}) {
  const t = useT();
  const day = t('statistics.day');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        tzDate: toUtc,
        scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(4, max)] } },
        axes: [{ stroke: '#475569' }, { stroke: '#475569', size: 44 }],
        series: [
          { label: day },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: false },
          })),
        ],
      },
      [xs, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, day]);
  return <div ref={box} role="img" aria-label={summary} className="min-h-[260px] w-full overflow-hidden" />;
}
