import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BookList } from '../components/book-list.tsx';
import { BookSortControl } from '../components/book-sort-control.tsx';
import { bookTabs, useBookListState } from '../components/use-book-list-params.ts';

const tabClass =
  'min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

export function BookPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useBookListState();
  const tabName = bookTabs.find((tab) => tab.value === state.tab)?.label ?? 'All';
  const page = state.params.page;

  const selectTab = (value: string) => {
    // A new tab starts at its first page and keeps the order. "All" is written out, so that a
    // visitor with a preference who picks it sees every book, not only their subjects.
    const next = new URLSearchParams();
    next.set('tab', value);
    const sort = searchParams.get('sort');
    if (sort) next.set('sort', sort);
    setSearchParams(next, { replace: true });
  };

  return (
    <PageContainer>
      <PageMeta
        title={
          state.tab === 'all'
            ? page > 1
              ? `Books, page ${page}`
              : 'Books'
            : `${tabName} books${page > 1 ? `, page ${page}` : ''}`
        }
        description="Textbooks for basic science, clinical science, dental and nursing students, to read online or download."
      />
      <PageHeader title="Books" description="Textbooks to read in your browser or download." />
      <Tabs.Root value={state.tab} onValueChange={selectTab}>
        <Tabs.List
          aria-label="Book categories"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {bookTabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {bookTabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-6">
            <div className="mb-4">
              <BookSortControl sort={state.params.sort} />
            </div>
            <BookList state={state} subjectName={tab.value === 'all' ? null : tab.label} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
