import type { SearchResults as SearchResultsData } from '@medshelf/shared';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { countText, searchUrl, typeLabels } from '../search-url.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { EmptyTab, NoResults } from './no-results.tsx';
import { SearchHitCard, SearchHitSkeleton } from './search-hit-card.tsx';

/** Pages beyond this are not offered (the API's limit): a more precise search serves better. */
const maxPage = 100;

export function SearchResultsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('search.loading')}</span>
      <div className="divide-y divide-slate-200">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <SearchHitSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

interface SearchResultsProps {
  params: SearchParams;
  data: SearchResultsData;
  /** The results of the last search stay on screen, dimmed, while the next one loads. */
  stale: boolean;
}

/** One tab's results with its count, the close spelling, every empty case and the pages. */
export function SearchResults({ params, data, stale }: SearchResultsProps) {
  const t = useT();
  const label = typeLabels[params.type];
  const everything = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
  const pageCount = Math.min(maxPage, Math.max(1, Math.ceil(data.total / data.pageSize)));
  const suggestion = data.didYouMean ? <DidYouMean suggestion={data.didYouMean} /> : null;

  if (!data.items.length) {
    if (data.total > 0) {
      return <PastLastPage firstPage={searchUrl({ ...params, page: 1 })} />;
    }
    return (
      <>
        {suggestion}
        {everything === 0 ? <NoResults params={params} /> : <EmptyTab params={params} counts={data.counts} />}
      </>
    );
  }

  return (
    <div aria-busy={stale}>
      {suggestion}
      <p role="status" className="text-sm text-slate-700">
        {t(label.count, {
          count: data.total,
          shown: countText(data.total, data.countsCapped?.includes(params.type) ?? false),
        })}
        {pageCount > 1 ? ` · ${t('ui.pageOf', { page: params.page, count: pageCount })}` : ''}
      </p>
      <ol
        aria-label={t('search.matching', { kind: t(label.tab), q: params.q })}
        className={`divide-y divide-slate-200 ${stale ? 'opacity-60' : ''}`}
      >
        {data.items.map((hit, index) => (
          <li key={`${hit.type}:${hit.id}`}>
            <SearchHitCard hit={hit} eager={index < 3} />
          </li>
        ))}
      </ol>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        label={t('search.resultPages', { kind: t(label.tab).toLowerCase() })}
      />
    </div>
  );
}
