import type { SearchCounts, SearchType } from '@medshelf/shared';
import { searchTypes } from '@medshelf/shared/search-limits';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { countText, searchUrl, typeLabels } from '../search-url.ts';

interface ResultTabsProps {
  params: SearchParams;
  /** Unknown until the first answer arrives. */
  counts: SearchCounts | undefined;
  /** Tabs whose count stopped at the server's cap. */
  capped: readonly SearchType[];
}

/**
 * One tab per kind of result, each with its count. Tabs are links (`?type=`): a tab can be
 * shared, reloaded and reached again with Back. They scroll sideways on a phone.
 */
export function ResultTabs({ params, counts, capped }: ResultTabsProps) {
  const t = useT();
  return (
    <nav aria-label={t('search.kinds')} className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 px-4">
      <ul className="flex min-w-max gap-1">
        {searchTypes.map((type) => {
          const current = type === params.type;
          const count = counts?.[type];
          return (
            <li key={type}>
              <Link
                to={searchUrl({ ...params, type, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
                  current
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {t(typeLabels[type].tab)}
                {count === undefined ? null : (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                      current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'
                    }`}
                  >
                    {countText(count, capped.includes(type))}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
