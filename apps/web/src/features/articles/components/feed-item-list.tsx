import type { FeedItemCard as FeedItemCardData, FeedKind } from '@medshelf/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { countLabel } from '../../../lib/format.ts';
import type { FeedListParams } from '../api/feed-item-keys.ts';
import { useFeedList } from '../api/list-feed-items.ts';
import { FeedItemCard, FeedItemCardSkeleton } from './feed-item-card.tsx';

export const kindNouns: Record<FeedKind, { one: string; many: string }> = {
  article: { one: 'article', many: 'articles' },
  news: { one: 'news story', many: 'news stories' },
};

export function FeedItemListSkeleton({ count = 5, label }: { count?: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className="space-y-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
          <li key={index}>
            <FeedItemCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FeedItems({
  items,
  headingLevel,
  label,
  eagerFirst = false,
}: {
  items: FeedItemCardData[];
  headingLevel: 2 | 3;
  label: string;
  eagerFirst?: boolean;
}) {
  return (
    <ul className="space-y-4" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>
          <FeedItemCard item={item} headingLevel={headingLevel} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** One page of articles or news with its count, pages and every state of a list. */
export function FeedItemList({ params }: { params: FeedListParams }) {
  const list = useFeedList(params);
  const [searchParams] = useSearchParams();
  const noun = kindNouns[params.kind];
  const filtered = Boolean(params.subject || params.source);

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">These {noun.many} will load when you are back online.</p>;
  }
  if (list.isPending) return <FeedItemListSkeleton label={`Loading ${noun.many}…`} />;
  if (list.isError) {
    return <LoadFailed message={`These ${noun.many} could not load.`} onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: withoutPage(searchParams) }}>
        <p>
          There are {countLabel(total, noun.one, noun.many)} on {countLabel(pageCount, 'page')}.
        </p>
      </PastLastPage>
    );
  }
  if (!items.length && filtered) {
    return (
      <EmptyState
        title={`No ${noun.many} match these filters`}
        action={
          <Link to={{ search: '' }} className={buttonClass('primary')}>
            Show all {noun.many}
          </Link>
        }
      >
        <p>Try another subject or source.</p>
      </EmptyState>
    );
  }
  if (!items.length) {
    return (
      <EmptyState title={`No ${noun.many} yet`}>
        <p>
          New {noun.many} arrive here from the journals and sources our editors follow. Please check back
          soon.
        </p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {countLabel(total, noun.one, noun.many)}
        {pageCount > 1 ? ` · page ${params.page} of ${pageCount}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <FeedItems
          items={items}
          headingLevel={2}
          label={`${capitalise(noun.many)}, newest first`}
          eagerFirst
        />
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        label={`Pages of ${noun.many}`}
        next={list.data.next}
      />
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The current filters without the page number. */
function withoutPage(searchParams: URLSearchParams): string {
  const params = new URLSearchParams(searchParams);
  params.delete('page');
  const search = params.toString();
  return search ? `?${search}` : '';
}
