import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { useBookList } from '../api/list-books.ts';
import { BookGrid, BookGridSkeleton } from './book-grid.tsx';
import type { BookListState } from './use-book-list-params.ts';

/** "Basic Science and Clinical Science" from the visitor's subject slugs. */
function useSubjectNames(slugs: string[]): string {
  const { data } = useTaxonomy();
  const format = useFormat();
  return format.list(slugs.map((slug) => data?.subjects.find((s) => s.slug === slug)?.name ?? slug));
}

/** On "All" with a preference: whose books these are, and the way to every book. */
function YourSubjectsNote({ subjects }: { subjects: string[] }) {
  const t = useT();
  const names = useSubjectNames(subjects);
  return (
    <p className="mb-4 text-sm text-slate-700">
      {t('books.forYourSubjects')} <span className="font-semibold">{names}</span>.{' '}
      <Link to={{ search: '?tab=all' }} className="font-semibold text-brand-800 underline underline-offset-2">
        {t('books.showEvery')}
      </Link>
    </p>
  );
}

/** One page of a tab's books, with its count, pages and every state of a list. */
export function BookList({ state, subjectName }: { state: BookListState; subjectName: string | null }) {
  const t = useT();
  const format = useFormat();
  const list = useBookList(state.params);
  const label = subjectName
    ? t('books.subjectBooks', { subject: subjectName })
    : state.yourSubjects
      ? t('books.inYourSubjects')
      : t('books.allBooks');
  const note = state.yourSubjects ? <YourSubjectsNote subjects={state.params.subjects} /> : null;

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('books.offline')}</p>;
  }
  if (list.isPending) {
    return (
      <>
        {note}
        <BookGridSkeleton label={t('books.loadingList', { list: label.toLowerCase() })} />
      </>
    );
  }
  if (list.isError) {
    return <LoadFailed message={t('books.failed')} onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const { page } = state.params;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: state.tab === 'all' ? '' : `?tab=${state.tab}` }}>
        <p>
          {t('books.countOnPages', {
            books: format.count('books.count', total),
            pages: format.count('deck.pages', pageCount),
          })}
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <>
        {note}
        <EmptyState
          title={subjectName ? t('books.noneInSubject', { subject: subjectName }) : t('books.none')}
        >
          <p>{t('books.noneText')}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      {note}
      <p className="mb-4 text-sm text-slate-700">
        {format.count('books.count', total)}
        {pageCount > 1 ? ` · ${t('ui.pageOf', { page, count: pageCount })}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <BookGrid books={items} headingLevel={2} label={label} />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t('ui.pagesOf', { list: label.toLowerCase() })}
        next={list.data.next}
      />
    </div>
  );
}
