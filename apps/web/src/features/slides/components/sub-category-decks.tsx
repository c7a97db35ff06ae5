import type { Category, DeckSort, SubCategory } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const format = useFormat();
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
    return <p className="text-slate-700">{t('slides.theseOffline')}</p>;
  }
  if (list.isPending) return <DeckGridSkeleton label={t('slides.loadingTopic', { topic: topic.name })} />;
  if (list.isError) {
    return <LoadFailed message={t('slides.theseFailed')} onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: '' }}>
        <p>
          {t('slides.topicHas', {
            topic: topic.name,
            decks: format.count('slides.decks', total),
            pages: format.count('deck.pages', pageCount),
          })}
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <EmptyState
        title={t('slides.noneOnTopic', { topic: topic.name })}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            {t('slides.uploadDeck')}
          </Link>
        }
      >
        <p>{t('slides.haveNotes', { topic: topic.name })}</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {format.count('slides.decks', total)}
        {pageCount > 1 ? ` · ${t('ui.pageOf', { page, count: pageCount })}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <DeckGrid decks={items} headingLevel={2} label={t('slides.topicSlides', { topic: topic.name })} />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        next={list.data.next}
        label={t('slides.topicPages', { topic: topic.name })}
      />
    </div>
  );
}
