import type { MemberStatistics } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const kinds = ['views', 'likes', 'saves', 'clips', 'downloads'] as const;

/** Each of the member's decks with its sums since the start, linked to its own statistics. */
export function DecksTable({ decks }: { decks: MemberStatistics['decks'] }) {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {text.perDeckTitle} ({text.allTime.toLowerCase()})
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('statistics.deck')}
            </th>
            {kinds.map((kind) => (
              <th key={kind} scope="col" className="px-3 py-2 text-right font-semibold">
                {text.counts[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {decks.map((deck) => (
            <tr key={deck.id}>
              <th scope="row" className="max-w-64 px-3 py-2 font-normal">
                <Link
                  to={paths.uploadedStatistics(deck.id)}
                  className="line-clamp-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {deck.title}
                </Link>
              </th>
              {kinds.map((kind) => (
                <td key={kind} className="px-3 py-2 text-right text-slate-900 tabular-nums">
                  {formatCount(deck[kind])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
