import type { FeedKind } from '@medshelf/shared';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useRelatedFeedItems } from '../api/related-feed-items.ts';
import { FeedItemListSkeleton, FeedItems, kindNouns } from './feed-item-list.tsx';

interface RelatedFeedItemsProps {
  itemId: string;
  sourceSlug: string;
  sourceName: string;
  kind: FeedKind;
}

/** More from the same source; nothing at all when there is nothing more (no empty box). */
export function RelatedFeedItems({ itemId, sourceSlug, sourceName, kind }: RelatedFeedItemsProps) {
  const t = useT();
  const related = useRelatedFeedItems(sourceSlug, kind, itemId);
  if (related.isPending && related.fetchStatus !== 'paused') {
    return (
      <div className="mt-12">
        <FeedItemListSkeleton count={2} label={t('feeds.loadingMore', { kind: t(kindNouns[kind].many) })} />
      </div>
    );
  }
  const items = related.data ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="related-items" className="mt-12">
      <h2 id="related-items" className="mb-4 text-xl font-bold text-slate-900">
        {t('feeds.moreFrom', { source: sourceName })}
      </h2>
      <FeedItems
        items={items}
        headingLevel={3}
        label={t('feeds.moreKindFrom', { kind: t(kindNouns[kind].many), source: sourceName })}
      />
    </section>
  );
}
