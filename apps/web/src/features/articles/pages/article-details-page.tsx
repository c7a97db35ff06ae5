import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useFeedItem } from '../api/get-feed-item.ts';
import { FeedItemDetails } from '../components/feed-item-details.tsx';
import { RelatedFeedItems } from '../components/related-feed-items.tsx';

function DetailsSkeleton() {
  const t = useT();
  return (
    <PageContainer narrow>
      <div role="status">
        <span className="sr-only">{t('feeds.loadingArticle')}</span>
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

/** `/articledetails/:articleTitle/:articleSource`: one article or news item, by the id its title part ends with. */
export function ArticleDetailsPage() {
  const t = useT();
  const { articleTitle = '', articleSource = '' } = useParams();
  const query = useFeedItem(articleTitle, articleSource);
  return (
    <QueryBoundary
      query={query}
      noun={t('feeds.noun')}
      skeleton={<DetailsSkeleton />}
      notFound={
        <ContentNotFound
          title={t('feeds.notAvailable')}
          description={t('feeds.notAvailableText')}
          backTo={paths.article()}
          backLabel={t('feeds.browse')}
        />
      }
    >
      {(item) => (
        <PageContainer narrow>
          <PageMeta
            title={item.title}
            description={item.summary || t('feeds.from', { source: item.sourceName })}
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
      )}
    </QueryBoundary>
  );
}
