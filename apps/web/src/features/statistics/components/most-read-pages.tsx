import type { DeckStatistics } from '@medshelf/shared';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { Link } from 'react-router';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours) return `${hours} h ${minutes} min`;
  return minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** The pages readers spent most time on, each linked to where it is in the deck. */
export function MostReadPages({ deck }: { deck: DeckStatistics }) {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const format = useFormat();
  if (!deck.pages.length) return <p className="text-sm text-slate-700">{text.noReadingYet}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {deck.pages.map((page) => (
        <li key={page.page} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <Link
            to={`${deck.deck.path}?page=${page.page}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {t('ui.page', { page: page.page })}
          </Link>
          <span className="text-slate-700 tabular-nums">
            {duration(page.seconds)} · {format.count('statistics.reads', page.reads)}
          </span>
        </li>
      ))}
    </ol>
  );
}
