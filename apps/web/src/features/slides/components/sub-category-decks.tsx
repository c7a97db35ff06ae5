import type { Category, DeckSort, SubCategory } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { countLabel } from '../../../lib/format.ts';
import { deckListPageSize, useDeckList } from '../api/list-decks.ts';
import { DeckGrid, DeckGridSkeleton } from './deck-grid.tsx';

interface SubCategoryDecksProps {
  category: Category;
  /** Absent: every deck of the category. */
  sub?: SubCategory | undefined;
  sort: DeckSort;
  page: number;
}

/** One page of a sub-category's (or a category's) decks, with its count, pages and every state of a list. */
export function SubCategoryDecks({ category, sub, sort, page }: SubCategoryDecksProps) {
  const [searchParams] = useSearchParams();
  const list = useDeckList({
    category: category.slug,
    subCategory: sub?.slug ?? '',
    sort,
    page,
    pageSize: deckListPageSize,
    after: searchParams.get('after') ?? '',
  });
  const topic = sub ?? category;

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">These slides will load when you are back online.</p>;
  }
  if (list.isPending) return <DeckGridSkeleton label={`Loading ${topic.name} slides…`} />;
  if (list.isError) {
    return <LoadFailed message="These slides could not load." onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: '' }}>
        <p>
          {topic.name} has {countLabel(total, 'deck')} on {countLabel(pageCount, 'page')}.
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <EmptyState
        title={`No slides on ${topic.name} yet`}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            Upload a deck
          </Link>
        }
      >
        <p>Have notes or a lecture deck on {topic.name}? Share it and help your classmates.</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {countLabel(total, 'deck')}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <DeckGrid decks={items} headingLevel={2} label={`${topic.name} slides`} />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        next={list.data.next}
        label={`Pages of ${topic.name} slides`}
      />
    </div>
  );
}
