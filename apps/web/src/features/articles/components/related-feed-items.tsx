import type { FeedKind } from '@medshelf/shared';
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
  const related = useRelatedFeedItems(sourceSlug, kind, itemId);
  if (related.isPending && related.fetchStatus !== 'paused') {
    return (
      <div className="mt-12">
        <FeedItemListSkeleton count={2} label={`Loading more ${kindNouns[kind].many}…`} />
      </div>
    );
  }
  const items = related.data ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="related-items" className="mt-12">
      <h2 id="related-items" className="mb-4 text-xl font-bold text-slate-900">
        More from {sourceName}
      </h2>
      <FeedItems items={items} headingLevel={3} label={`More ${kindNouns[kind].many} from ${sourceName}`} />
    </section>
  );
}
