import type { FeedKind } from '@medshelf/shared';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { feedListParams } from '../api/list-feed-items.ts';
import { FeedFilters } from './feed-filters.tsx';
import { FeedItemList } from './feed-item-list.tsx';

interface FeedListPageProps {
  kind: FeedKind;
  title: string;
  description: string;
}

/** Articles and news share one layout: subject and source filters over items gathered from feeds. */
export function FeedListPage({ kind, title, description }: FeedListPageProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const params = feedListParams(kind, searchParams);
  return (
    <PageContainer>
      <PageMeta
        title={params.page > 1 ? t('search.titlePage', { title, page: params.page }) : title}
        description={description}
      />
      <PageHeader title={title} description={description} />
      <FeedFilters kind={kind} />
      <div className="mt-6">
        <FeedItemList params={params} />
      </div>
    </PageContainer>
  );
}
