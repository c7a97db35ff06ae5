import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { searchParamsFrom, useSearchResults } from '../api/search.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { PopularSearches } from '../components/popular-searches.tsx';
import { ResultTabs } from '../components/result-tabs.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { SearchResults, SearchResultsSkeleton } from '../components/search-results.tsx';
import { typeLabels } from '../search-url.ts';

function pageTitle(params: SearchParams): string {
  const where = params.type === 'slides' ? '' : ` in ${typeLabels[params.type].tab.toLowerCase()}`;
  const page = params.page > 1 ? `, page ${params.page}` : '';
  return `Search: ${params.q}${where}${page}`;
}

/** The results of one search, whatever state its call is in; the words searched stay on screen. */
function ResultsArea({
  params,
  results,
}: {
  params: SearchParams;
  results: ReturnType<typeof useSearchResults>;
}) {
  if (results.isPending && results.fetchStatus === 'paused') {
    return (
      <EmptyState title="You are offline">
        <p>Results for “{params.q}” will load when you are back online.</p>
      </EmptyState>
    );
  }
  if (results.isPending) return <SearchResultsSkeleton />;
  if (!results.data) {
    const error = results.error;
    const message =
      error instanceof ApiError && error.status === 400
        ? error.message
        : 'Please check your internet connection and try again.';
    return (
      <EmptyState
        title="The search could not finish"
        action={
          <button type="button" className={buttonClass('primary')} onClick={() => results.refetch()}>
            Try again
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
  const { searchText = '' } = useParams();
  const [searchParams] = useSearchParams();
  const params = searchParamsFrom(searchText, searchParams);
  const results = useSearchResults(params);

  if (!params.q) {
    return (
      <PageContainer>
        <PageMeta title="Search" />
        <PageHeader title="Search MedShelf" />
        <EmptyState title="Type something to search for">
          <p>Search slides, books, journals, articles, news and people from the box at the top.</p>
        </EmptyState>
        <PopularSearches />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageMeta
        title={pageTitle(params)}
        description={`Slides, books, journals, articles, news and people matching “${params.q}” on MedShelf.`}
      />
      <PageHeader title={`Results for “${params.q}”`} />
      <ResultTabs params={params} counts={results.data?.counts} capped={results.data?.countsCapped ?? []} />
      {params.type === 'people' ? null : <SearchFilters params={params} />}
      <ResultsArea params={params} results={results} />
    </PageContainer>
  );
}
