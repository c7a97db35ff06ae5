import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { searchParamsFrom, useSearchResults } from '../api/search.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { PopularSearches } from '../components/popular-searches.tsx';
import { ResultTabs } from '../components/result-tabs.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults, SearchResultsSkeleton } from '../components/search-results.tsx';
import { typeLabels } from '../search-url.ts';

function pageTitle(params: SearchParams, t: Translate): string {
  const title =
    params.type === 'slides'
      ? t('search.title', { q: params.q })
      : t('search.titleIn', { q: params.q, kind: t(typeLabels[params.type].tab).toLowerCase() });
  return params.page > 1 ? t('search.titlePage', { title, page: params.page }) : title;
}

/** The results of one search, whatever state its call is in; the words searched stay on screen. */
function ResultsArea({
  params,
  results,
}: {
  params: SearchParams;
  results: ReturnType<typeof useSearchResults>;
}) {
  const t = useT();
  if (results.isPending && results.fetchStatus === 'paused') {
    return (
      <EmptyState title={t('ui.offline')}>
        <p>{t('search.offline', { q: params.q })}</p>
      </EmptyState>
    );
  }
  if (results.isPending) return <SearchResultsSkeleton />;
  if (!results.data) {
    const error = results.error;
    const message =
      error instanceof ApiError && error.status === 400 ? error.message : t('ui.checkConnection');
    return (
      <EmptyState
        title={t('search.failed')}
        action={
          <button type="button" className={buttonClass('primary')} onClick={() => results.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      >
        <p role="alert">{message}</p>
      </EmptyState>
    );
  }
  return <SearchResults params={params} data={results.data} stale={results.isPlaceholderData} />;
}

export function SearchPage() {
  const t = useT();
  const { searchText = '' } = useParams();
  const [searchParams] = useSearchParams();
  const params = searchParamsFrom(searchText, searchParams);
  const results = useSearchResults(params);

  if (!params.q) {
    return (
      <PageContainer>
        <PageMeta title={t('search.search')} />
        <PageHeader title={t('search.searchMedShelf')} />
        <EmptyState title={t('search.typeSomething')}>
          <p>{t('search.typeSomethingText')}</p>
        </EmptyState>
        <PopularSearches />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageMeta title={pageTitle(params, t)} description={t('search.metaDescription', { q: params.q })} />
      <PageHeader title={t('search.resultsFor', { q: params.q })} />
      <ResultTabs params={params} counts={results.data?.counts} capped={results.data?.countsCapped ?? []} />
      {params.type === 'people' ? null : <SearchFilters params={params} />}
      <ResultsArea params={params} results={results} />
    </PageContainer>
  );
}
