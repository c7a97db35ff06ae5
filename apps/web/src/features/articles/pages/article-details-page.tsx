import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFeedItem } from '../api/get-feed-item.ts';
import { FeedItemDetails } from '../components/feed-item-details.tsx';
import { RelatedFeedItems } from '../components/related-feed-items.tsx';

function DetailsSkeleton() {
  return (
    <PageContainer narrow>
      <div role="status">
        <span className="sr-only">Loading the article…</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-3 h-9 w-11/12" />
        <Skeleton className="mt-2 h-9 w-2/3" />
        <Skeleton className="mt-4 h-4 w-1/2" />
        <Skeleton className="mt-6 aspect-video w-full rounded-xl" />
        <Skeleton className="mt-6 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-3/4" />
      </div>
    </PageContainer>
  );
}

/** `/articledetails/:articleTitle/:articleSource`: one article or news item, by its two slugs. */
export function ArticleDetailsPage() {
  const { articleTitle = '', articleSource = '' } = useParams();
  const { data: item, error, isPending, fetchStatus, refetch } = useFeedItem(articleTitle, articleSource);

  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title="You are offline"
        description="This article will load when you are back online."
        backTo={paths.home()}
        backLabel="Go to the home page"
      />
    );
  }
  if (isPending) return <DetailsSkeleton />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <ContentNotFound
        title="This article is not available"
        description="It may be older than what we keep, or the link may be incomplete."
        backTo={paths.article()}
        backLabel="Browse articles"
      />
    );
  }
  if (!item) {
    return (
      <PageContainer narrow>
        <PageMeta title="This article could not load" />
        <h1 className="sr-only">This article could not load</h1>
        <EmptyState
          title="This article could not load"
          action={
            <button type="button" className={buttonClass('primary')} onClick={() => refetch()}>
              Try again
            </button>
          }
        >
          <p>{error?.message ?? 'Please check your internet connection and try again.'}</p>
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <PageMeta
        title={item.title}
        description={item.summary || `From ${item.sourceName}.`}
        image={item.imageUrl ?? undefined}
      />
      <FeedItemDetails item={item} />
      <RelatedFeedItems
        itemId={item.id}
        sourceSlug={item.sourceSlug}
        sourceName={item.sourceName}
        kind={item.kind}
      />
    </PageContainer>
  );
}
