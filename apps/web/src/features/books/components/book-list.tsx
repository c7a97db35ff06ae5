import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { countLabel } from '../../../lib/format.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { useBookList } from '../api/list-books.ts';
import { BookGrid, BookGridSkeleton } from './book-grid.tsx';
import type { BookListState } from './use-book-list-params.ts';

/** "Basic Science and Clinical Science" from the visitor's subject slugs. */
function useSubjectNames(slugs: string[]): string {
  const { data } = useTaxonomy();
  const names = slugs.map((slug) => data?.subjects.find((s) => s.slug === slug)?.name ?? slug);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** On "All" with a preference: whose books these are, and the way to every book. */
function YourSubjectsNote({ subjects }: { subjects: string[] }) {
  const names = useSubjectNames(subjects);
  return (
    <p className="mb-4 text-sm text-slate-700">
      Showing books for your subjects: <span className="font-semibold">{names}</span>.{' '}
      <Link to={{ search: '?tab=all' }} className="font-semibold text-brand-800 underline underline-offset-2">
        Show every book
      </Link>
    </p>
  );
}

/** One page of a tab's books, with its count, pages and every state of a list. */
export function BookList({ state, subjectName }: { state: BookListState; subjectName: string | null }) {
  const list = useBookList(state.params);
  const label = subjectName
    ? `${subjectName} books`
    : state.yourSubjects
      ? 'Books in your subjects'
      : 'All books';
  const note = state.yourSubjects ? <YourSubjectsNote subjects={state.params.subjects} /> : null;

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">These books will load when you are back online.</p>;
  }
  if (list.isPending) {
    return (
      <>
        {note}
        <BookGridSkeleton label={`Loading ${label.toLowerCase()}…`} />
      </>
    );
  }
  if (list.isError) {
    return <LoadFailed message="These books could not load." onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const { page } = state.params;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: state.tab === 'all' ? '' : `?tab=${state.tab}` }}>
        <p>
          There are {countLabel(total, 'book')} on {countLabel(pageCount, 'page')}.
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <>
        {note}
        <EmptyState title={subjectName ? `No ${subjectName} books yet` : 'No books yet'}>
          <p>Our editors are adding textbooks. Check back soon, or browse slides in the meantime.</p>
        </EmptyState>
      </>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      {note}
      <p className="mb-4 text-sm text-slate-700">
        {countLabel(total, 'book')}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <BookGrid books={items} headingLevel={2} label={label} />
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        label={`Pages of ${label.toLowerCase()}`}
        next={list.data.next}
      />
    </div>
  );
}
