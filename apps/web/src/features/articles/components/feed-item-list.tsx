import type { FeedItemCard as FeedItemCardData, FeedKind } from '@medshelf/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { FeedListParams } from '../api/feed-item-keys.ts';
import { useFeedList } from '../api/list-feed-items.ts';
import { FeedItemCard, FeedItemCardSkeleton } from './feed-item-card.tsx';

/** Message ids: the kind in a sentence, and a count of it (plural). */
export const kindNouns: Record<FeedKind, { many: MessageId; count: MessageId }> = {
  article: { many: 'search.manyArticles', count: 'search.countArticles' },
  news: { many: 'search.manyNews', count: 'search.countNews' },
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
  const t = useT();
  const format = useFormat();
  const list = useFeedList(params);
  const [searchParams] = useSearchParams();
  const noun = kindNouns[params.kind];
  const kind = t(noun.many);
  const filtered = Boolean(params.subject || params.source);

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('feeds.offline', { kind })}</p>;
  }
  if (list.isPending) return <FeedItemListSkeleton label={t('feeds.loading', { kind })} />;
  if (list.isError) {
    return <LoadFailed message={t('feeds.failed', { kind })} onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: withoutPage(searchParams) }}>
        <p>
          {t('books.countOnPages', {
            books: format.count(noun.count, total),
            pages: format.count('deck.pages', pageCount),
          })}
        </p>
      </PastLastPage>
    );
  }
  if (!items.length && filtered) {
    return (
      <EmptyState
        title={t('feeds.noneFiltered', { kind })}
        action={
          <Link to={{ search: '' }} className={buttonClass('primary')}>
            {t('feeds.showAll', { kind })}
          </Link>
        }
      >
        <p>{t('feeds.tryAnother')}</p>
      </EmptyState>
    );
  }
  if (!items.length) {
    return (
      <EmptyState title={t('feeds.none', { kind })}>
        <p>{t('feeds.noneText', { kind })}</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {format.count(noun.count, total)}
        {pageCount > 1 ? ` · ${t('ui.pageOf', { page: params.page, count: pageCount })}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <FeedItems
          items={items}
          headingLevel={2}
          label={t('feeds.newestFirst', { kind: capitalise(kind) })}
          eagerFirst
        />
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        label={t('ui.pagesOf', { list: kind })}
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
