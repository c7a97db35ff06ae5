import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BookList } from '../components/book-list.tsx';
import { BookSortControl } from '../components/book-sort-control.tsx';
import { bookTabs, useBookListState } from '../components/use-book-list-params.ts';

const tabClass =
  'min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

export function BookPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useBookListState();
  const t = useT();
  const tabName = bookTabs.find((tab) => tab.value === state.tab)?.label ?? '';
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
              ? t('books.titlePage', { page })
              : t('books.books')
            : page > 1
              ? t('books.subjectTitlePage', { subject: tabName, page })
              : t('books.subjectBooks', { subject: tabName })
        }
        description={t('books.metaDescription')}
      />
      <PageHeader title={t('books.books')} description={t('books.intro')} />
      <Tabs.Root value={state.tab} onValueChange={selectTab}>
        <Tabs.List
          aria-label={t('books.categories')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {bookTabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
              {tab.value === 'all' ? t('books.all') : tab.label}
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
